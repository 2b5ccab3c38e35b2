import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-answer';
import { Button } from './button';
import styles from './load-failed.module.css';

/**
 * The one way to say a read failed (issue 31 item 7), on every page, modal and admin screen: what
 * could not be loaded (the caller's words), the server's own reasons when it gave any (an
 * ApiError's lines), and a retry. A form's refused write is another thing (form-feedback.tsx).
 */
export function LoadFailed({ text, error, onRetry }: { text: string; error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const lines = error instanceof ApiError ? error.lines : [];
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{text}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
