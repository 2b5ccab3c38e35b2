import { useTranslation } from 'react-i18next';
import styles from './content-status.module.css';

/** 'Loading…' while a content call runs, announced politely. */
export function ContentLoading() {
  const { t } = useTranslation('content');
  return (
    <p className={styles.loading} role="status">
      {t('status.loading')}
    </p>
  );
}
