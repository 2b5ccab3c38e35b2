import { useTranslation } from 'react-i18next';
import { RATE_REPORT, rateReportBody } from '../../../../shared/schemas/rating-moderation';
import { Button } from '../../../components/ui/button';
import { FormFeedback, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { settleAnswer } from '../../../components/ui/settle-answer';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useReportRating } from '../api/company';
import styles from './company.module.css';

/**
 * The owner asks the association to review one rating: a reason of 10 to 500 characters, checked by
 * the same schema as the server (rateReportBody); a refusal's fields land on the textarea.
 */
export function RateReportDialog({
  reqId,
  onClose,
}: {
  reqId: string;
  /** `reported`: the report was sent (the list reloads with the rating marked). */
  onClose: (reported: boolean) => void;
}) {
  const { t } = useTranslation('company');
  const report = useReportRating();
  const feedback = useFeedback();
  const form = useZodForm(rateReportBody, { defaultValues: { req_id: reqId, reason: '' } });
  const { errors } = form.formState;
  const length = (form.watch('reason') ?? '').trim().length;

  const send = form.handleSubmit((values) =>
    settleAnswer(form, feedback, () => report.mutateAsync(values), {
      failed: t('rateReport.failed'),
      done: () => onClose(true),
    }),
  );

  return (
    <Modal title={t('rateReport.title')} onClose={() => onClose(false)}>
      <form className={styles.reportForm} noValidate onSubmit={send} aria-busy={report.isPending}>
        <p>{t('rateReport.intro')}</p>
        <Field
          label={t('rateReport.reason')}
          hint={t('rateReport.counter', { length, max: RATE_REPORT.max, min: RATE_REPORT.min })}
          error={errors.reason?.message}
        >
          {(control) => (
            <textarea
              {...control}
              className={inputClass}
              rows={5}
              maxLength={RATE_REPORT.max}
              {...form.register('reason')}
            />
          )}
        </Field>
        <FormFeedback
          feedback={feedback.feedback}
          sending={report.isPending}
          sendingText={t('rateReport.submit')}
        />
        <div className={styles.reportActions}>
          <Button type="submit" disabled={report.isPending}>
            {t('rateReport.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onClose(false)}>
            {t('rateReport.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
