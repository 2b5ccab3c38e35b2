import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { changePasswordBody } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { CurrentPasswordField, PasswordPair } from '../../../components/ui/kind-fields';
import { isOk } from '../../../lib/api-answer';
import { applyServerErrors } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useChangePassword } from '../api/customer';
import styles from './account.module.css';

const EMPTY = { pswd_current: '', pswd: '', pswd_confirm: '' };

/** Tab 4: current password, new password and its confirmation, checked with the shared rules. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const change = useChangePassword();
  const feedback = useFeedback();
  const form = useZodForm(changePasswordBody, { defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    const fallback = translate(lang, 'msg.credentialsError');
    try {
      const answer = await change.mutateAsync(values);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      feedback.success(answer.message || t('password.saved'));
      form.reset(EMPTY);
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  const sending = change.isPending;
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>{t('password.title')}</h2>
      <form className={`${styles.form} ${styles.narrow}`} noValidate onSubmit={onSubmit} aria-busy={sending}>
        <CurrentPasswordField
          registration={form.register('pswd_current')}
          error={errors.pswd_current?.message}
          label={t('fields.currentPassword')}
        />
        <PasswordPair
          password={form.register('pswd')}
          confirm={form.register('pswd_confirm')}
          errors={{ password: errors.pswd?.message, confirm: errors.pswd_confirm?.message }}
          label="newPassword"
        />
        <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
        <div>
          <Button type="submit" disabled={sending}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
