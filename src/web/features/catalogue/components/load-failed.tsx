import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './load-failed.module.css';

/** What a catalogue block shows when its call failed: PRODUCT.md's generic text and a retry. */
export function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{t('loadFailed')}</p>
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
