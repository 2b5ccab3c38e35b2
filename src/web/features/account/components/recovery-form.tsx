import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { recoverBody } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { CpfField } from '../../../components/ui/kind-fields';
import { isOk } from '../../../lib/api-answer';
import { paths } from '../../../lib/paths';
import { applyServerErrors } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useRecover } from '../api/recovery';
import styles from './account.module.css';
import { RedirectNotice } from './redirect-notice';

/** /password-recovery: asks for a code by CPF; on success goes to /password-create after 5 s. */
export function RecoveryForm() {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const recover = useRecover();
  const feedback = useFeedback();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(recoverBody, { defaultValues: { document: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    const fallback = translate(lang, 'msg.recoveryError');
    try {
      const answer = await recover.mutateAsync(values);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      form.reset();
      setSent(answer.message || t('recovery.sent'));
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  if (sent) {
    return (
      <RedirectNotice
        message={sent}
        to={paths.passwordCreate}
        linkText={t('recovery.goToCode')}
        ms={TIMINGS.redirectShortMs}
      />
    );
  }
  const sending = recover.isPending;
  return (
    <form className={`${styles.form} ${styles.narrow}`} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <CpfField registration={form.register('document')} error={errors.document?.message} />
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <div>
        <Button type="submit" disabled={sending}>
          {t('recovery.submit')}
        </Button>
      </div>
    </form>
  );
}
