import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TIMINGS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { isOk, splitMessages } from '../../../lib/api-answer';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { useConfirmNewsletter } from '../api/confirm-newsletter';
import styles from './newsletter-confirmation.module.css';

/** Shows the seconds left and replaces the page with the home page after TIMINGS.newsletterRedirectMs. */
function RedirectHome() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [left, setLeft] = useState(Math.round(TIMINGS.newsletterRedirectMs / 1000));
  useEffect(() => {
    // The redirect has its own timer, so a slow re-render never delays it.
    const go = setTimeout(() => void navigate(paths.home, { replace: true }), TIMINGS.newsletterRedirectMs);
    const tick = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => {
      clearTimeout(go);
      clearInterval(tick);
    };
  }, [navigate]);
  return (
    <p className={styles.redirect}>
      {t('newsletterConfirm.redirect', { count: left })}{' '}
      <Link to={paths.home}>{t('newsletterConfirm.goHome')}</Link>
    </p>
  );
}

/**
 * Confirms the subscription of an e-mailed link once, as the page opens (React StrictMode runs
 * effects twice in development; the ref keeps it to one call per token).
 */
export function NewsletterConfirmation({ token }: { token: string }) {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  const confirm = useConfirmNewsletter();
  const { mutate } = confirm;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (confirm.isIdle || confirm.isPending) {
    return (
      <div className={styles.box} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.pending}>{t('newsletterConfirm.pending')}</p>
      </div>
    );
  }

  const answer = confirm.data;
  if (confirm.isSuccess && isOk(answer)) {
    return (
      <div className={`${styles.box} ${styles.success}`}>
        <div role="status">
          <h2 className={styles.heading}>{t('newsletterConfirm.successTitle')}</h2>
          <p>{answer.message || t('newsletterConfirm.successText')}</p>
        </div>
        <RedirectHome />
      </div>
    );
  }

  // A thrown error shows its own message; a refusal the server's lines, or the default text.
  const thrown = confirm.error;
  const lines = thrown
    ? [thrown.message || translate(lang, 'msg.newsletterUnconfirmed')]
    : splitMessages(answer ? answer.message : undefined);
  return (
    <div className={`${styles.box} ${styles.failure}`} role="alert">
      <h2 className={styles.heading}>{t('newsletterConfirm.attention')}</h2>
      {(lines.length > 0 ? lines : [translate(lang, 'msg.newsletterUnconfirmed')]).map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      <p>
        <Link to={paths.home}>{t('newsletterConfirm.goHome')}</Link>
      </p>
    </div>
  );
}
