import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translate } from '../../../../shared/messages/translate';
import { isOk, splitMessages } from '../../../lib/api-answer';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { type EmailType, isEmailType, useConfirmEmail } from '../api/email';
import styles from './account.module.css';

function Confirm({ type, token }: { type: EmailType; token: string }) {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // StrictMode runs effects twice in development; the link is confirmed once per type and token.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${type}/${token}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    mutate(
      { type, token },
      // The profile shows whether the e-mail is confirmed.
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: [type] }) },
    );
  }, [type, token, mutate, queryClient]);

  if (confirm.isIdle || confirm.isPending) {
    return (
      <p className={styles.notice} role="status">
        {t('emailConfirm.pending')}
      </p>
    );
  }
  const answer = confirm.data;
  if (isOk(answer)) {
    return (
      <div className={`${styles.notice} ${styles.success}`} role="status">
        <h2 className={styles.heading}>{t('emailConfirm.successTitle')}</h2>
        <p>{answer.message || t('emailConfirm.successText')}</p>
        <Link to={paths.home}>{t('emailConfirm.home')}</Link>
      </div>
    );
  }
  const thrown = confirm.error?.message;
  const lines = thrown ? [thrown] : splitMessages(answer ? answer.message : undefined);
  return (
    <div className={styles.attention} role="alert">
      <h2 className={styles.heading}>{t('emailConfirm.attention')}</h2>
      {(lines.length > 0 ? lines : [translate(lang, 'msg.emailValidateError')]).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Link to={paths.home}>{t('emailConfirm.home')}</Link>
    </div>
  );
}

/**
 * /email_confirm/:type/:token: confirms a customer's or a company's e-mail once, on load
 * (PRODUCT.md 2). Any other type does nothing but say so.
 */
export function EmailConfirmation({ type, token }: { type: string | undefined; token: string }) {
  const { t } = useTranslation('account');
  if (!isEmailType(type) || !token) return <p className={styles.notice}>{t('emailConfirm.unknownType')}</p>;
  return <Confirm type={type} token={token} />;
}
