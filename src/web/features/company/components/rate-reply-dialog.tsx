import { useTranslation } from 'react-i18next';
import { RATE_REPLY, rateReplyBody } from '../../../../shared/schemas/rating-reply';
import { Button } from '../../../components/ui/button';
import { FormFeedback, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { settleAnswer } from '../../../components/ui/settle-answer';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useReplyToRating } from '../api/company';
import styles from './company.module.css';

/**
 * The owner answers one rating in public, or rewrites the answer: 10 to 1000 characters, checked by
 * the same schema as the server (rateReplyBody); a refusal's fields land on the textarea.
 */
export function RateReplyDialog({
  reqId,
  current,
  onClose,
}: {
  reqId: string;
  /** The published answer, when this edits it. */
  current: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('company');
  const save = useReplyToRating();
  const feedback = useFeedback();
  const form = useZodForm(rateReplyBody, { defaultValues: { req_id: reqId, reply: current ?? '' } });
  const { errors } = form.formState;
  const length = (form.watch('reply') ?? '').trim().length;

  const send = form.handleSubmit((values) =>
    settleAnswer(form, feedback, () => save.mutateAsync(values), {
      failed: t('rateReply.failed'),
      done: () => onClose(),
    }),
  );

  return (
    <Modal title={current === null ? t('rateReply.title') : t('rateReply.editTitle')} onClose={onClose}>
      <form className={styles.reportForm} noValidate onSubmit={send} aria-busy={save.isPending}>
        <p>{t('rateReply.intro')}</p>
        <Field
          label={t('rateReply.text')}
          hint={t('rateReply.counter', { length, max: RATE_REPLY.max, min: RATE_REPLY.min })}
          error={errors.reply?.message}
        >
          {(control) => (
            <textarea
              {...control}
              className={inputClass}
              rows={6}
              maxLength={RATE_REPLY.max}
              {...form.register('reply')}
            />
          )}
        </Field>
        <FormFeedback
          feedback={feedback.feedback}
          sending={save.isPending}
          sendingText={t('rateReply.submit')}
        />
        <div className={styles.reportActions}>
          <Button type="submit" disabled={save.isPending}>
            {t('rateReply.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('rateReply.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
