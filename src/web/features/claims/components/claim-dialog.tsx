import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM, claimStartBody } from '../../../../shared/schemas/listing-claims';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { EmailField } from '../../../components/ui/kind-fields';
import { Modal } from '../../../components/ui/modal';
import { isOk } from '../../../lib/api-answer';
import { applyServerErrors } from '../../../lib/server-errors';
import { useLoginModal, useSessionUser } from '../../../lib/services';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useStartClaim } from '../api/claims';
import styles from './claims.module.css';

interface ClaimDialogProps {
  company: { reqId: string; tradeName: string };
  onClose: () => void;
}

/**
 * "Is this your company? Claim it" (issue 33 item 3): the claimant's work e-mail, and what they want
 * the association to know; the server says whether a link went to that address or staff decide.
 */
export function ClaimDialog({ company, onClose }: ClaimDialogProps) {
  const { t } = useTranslation('catalogue-search', { keyPrefix: 'claims' });
  const user = useSessionUser();
  const { open: openLogin } = useLoginModal();
  return (
    <Modal title={t('dialog.title', { company: company.tradeName })} onClose={onClose}>
      {user ? (
        <ClaimForm company={company} />
      ) : (
        <div className={styles.form}>
          <p>{t('dialog.loginFirst')}</p>
          <Button
            onClick={() => {
              onClose();
              openLogin();
            }}
          >
            {t('link.login')}
          </Button>
        </div>
      )}
    </Modal>
  );
}

function ClaimForm({ company }: { company: { reqId: string; tradeName: string } }) {
  const { t } = useTranslation('catalogue-search', { keyPrefix: 'claims' });
  const start = useStartClaim();
  const feedback = useFeedback();
  const form = useZodForm(claimStartBody, {
    defaultValues: { req_id: company.reqId, email: '', message: '' },
  });
  const { errors } = form.formState;
  // The outcome stays in the dialog (the form's own feedback fades): the claimant acts on it next.
  const [outcome, setOutcome] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    const fallback = t('failed');
    try {
      const answer = await start.mutateAsync(values);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      setOutcome(answer.message);
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={start.isPending}>
      <p>{t('dialog.intro')}</p>
      <EmailField
        registration={form.register('email')}
        error={errors.email?.message}
        label={t('dialog.email')}
        autoComplete="work email"
      />
      <Field label={t('dialog.message')} hint={t('dialog.messageHint')} error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            className={inputClass}
            maxLength={CLAIM.messageMax}
            {...form.register('message')}
          />
        )}
      </Field>
      <FormFeedback
        feedback={feedback.feedback}
        sending={start.isPending}
        sendingText={t('dialog.sending')}
      />
      {outcome !== null && (
        <p role="status" className={styles.outcome}>
          {outcome}
        </p>
      )}
      {outcome === null && (
        <Button type="submit" variant="accent" disabled={start.isPending}>
          {t('dialog.send')}
        </Button>
      )}
    </form>
  );
}
