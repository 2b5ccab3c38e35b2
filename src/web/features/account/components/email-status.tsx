import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { Button } from '../../../components/ui/button';
import { FormFeedback, failureLines, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { isOk } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useResendValidation } from '../api/customer';
import styles from './account.module.css';

/**
 * Whether the e-mail is confirmed, with a button that e-mails a new confirmation link. After a
 * resend the data say valid (PRODUCT.md 4) but the address is not confirmed: `linkSent` says so.
 */
export function EmailStatus({ valid, linkSent = false }: { valid: boolean; linkSent?: boolean }) {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const resend = useResendValidation();
  const feedback = useFeedback();

  const onResend = async () => {
    feedback.clear();
    const fallback = translate(lang, 'msg.requestError');
    try {
      const answer = await resend.mutateAsync();
      if (isOk(answer)) feedback.success(answer.message || t('profile.resent'));
      else feedback.errors(failureLines(answer, fallback));
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  };

  return (
    <div className={styles.emailStatus}>
      <p className={valid && !linkSent ? styles.valid : styles.invalid}>
        {linkSent ? t('profile.emailLinkSent') : valid ? t('profile.emailValid') : t('profile.emailInvalid')}
      </p>
      {!valid && (
        <Button variant="secondary" size="small" disabled={resend.isPending} onClick={() => void onResend()}>
          {t('profile.resend')}
        </Button>
      )}
      <FormFeedback feedback={feedback.feedback} sending={resend.isPending} sendingText={t('sending')} />
    </div>
  );
}
