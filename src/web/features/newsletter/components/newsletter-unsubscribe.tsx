import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { failureLines, thrownLines } from '../../../components/ui/form-feedback';
import { paths } from '../../../lib/paths';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import styles from './newsletter-confirmation.module.css';

/**
 * The unsubscribe link of a newsletter issue. It asks before acting: mail scanners open links, and
 * one must not unsubscribe anybody (mail programs use the one-click POST of List-Unsubscribe).
 */
export function NewsletterUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('admin-people');
  const unsubscribe = useUnsubscribeNewsletter();
  const answer = unsubscribe.data;
  const done = answer !== undefined && answer !== false && answer.response;

  if (unsubscribe.isSuccess && done) {
    return (
      <div className={`${styles.box} ${styles.success}`} role="status">
        <h2 className={styles.heading}>{t('unsubscribe.done')}</h2>
        <p>{answer.message}</p>
        <p>
          <Link to={paths.home}>{t('unsubscribe.goHome')}</Link>
        </p>
      </div>
    );
  }
  // Anything else that came back is a refusal (NWS003) or a failure.
  if (unsubscribe.isError || unsubscribe.isSuccess) {
    const lines = unsubscribe.isError
      ? thrownLines(unsubscribe.error, t('unsubscribe.failed'))
      : failureLines(answer, t('unsubscribe.failed'));
    return (
      <div className={`${styles.box} ${styles.failure}`} role="alert">
        <h2 className={styles.heading}>{t('unsubscribe.failed')}</h2>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <p>{t('unsubscribe.question')}</p>
      <p>
        <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
          {unsubscribe.isPending ? t('unsubscribe.pending') : t('unsubscribe.confirm')}
        </Button>
      </p>
    </div>
  );
}
