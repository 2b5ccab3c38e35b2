import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-answer';
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

/** A failed content call: the server's messages (one per line) or a generic text, and a retry. */
export function ContentFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('content');
  const lines = error instanceof ApiError ? error.lines : [];
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.title}>{t('status.failed')}</p>
      {lines.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('status.retry')}
        </Button>
      )}
    </div>
  );
}
