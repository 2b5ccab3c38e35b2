import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import {
  DECLINE_NOTE_MAX,
  DECLINE_REASONS,
  quoteDeclineBody,
} from '../../../../shared/schemas/quote-deadline';
import { Button } from '../../../components/ui/button';
import { FormFeedback, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { settleAnswer } from '../../../components/ui/settle-answer';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useDeclineQuote } from '../api/quote-deadline';
import styles from './quote-list.module.css';

/**
 * A recipient company declines a quote: a reason of the short list (its words are the server's,
 * `quote.declineReason.*`, so the customer reads the same ones) and free text, required for "Other".
 */
export function DeclineDialog({ reqId, onClose }: { reqId: string; onClose: () => void }) {
  const { t } = useTranslation('quote-deadline');
  const { lang } = useLanguage();
  const decline = useDeclineQuote();
  const feedback = useFeedback();
  const form = useZodForm(quoteDeclineBody, {
    defaultValues: { req_id: reqId, reason: undefined, note: '' },
  });
  const { errors } = form.formState;

  const send = form.handleSubmit((values) =>
    settleAnswer(form, feedback, () => decline.mutateAsync(values), {
      failed: t('decline.failed'),
      done: () => onClose(),
    }),
  );

  return (
    <Modal title={t('decline.title')} onClose={onClose}>
      <form className={styles.inline} noValidate onSubmit={send} aria-busy={decline.isPending}>
        <p>{t('decline.intro')}</p>
        <Field label={t('decline.reason')} error={errors.reason?.message}>
          {(control) => (
            <select {...control} className={inputClass} defaultValue="" {...form.register('reason')}>
              <option value="" disabled>
                {t('decline.chooseReason')}
              </option>
              {DECLINE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {translate(lang, `quote.declineReason.${reason}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('decline.note')} hint={t('decline.noteHint')} error={errors.note?.message}>
          {(control) => (
            <textarea
              {...control}
              className={inputClass}
              rows={3}
              maxLength={DECLINE_NOTE_MAX}
              {...form.register('note')}
            />
          )}
        </Field>
        <FormFeedback
          feedback={feedback.feedback}
          sending={decline.isPending}
          sendingText={t('decline.submit')}
        />
        <div className={styles.row}>
          <Button type="submit" disabled={decline.isPending}>
            {t('decline.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('decline.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
