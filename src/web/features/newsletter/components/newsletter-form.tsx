import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { newsletterRegisterBody } from '../../../../shared/schemas/newsletter';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { isOk } from '../../../lib/api-answer';
import { applyServerErrors } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useRegisterNewsletter } from '../api/register-newsletter';
import styles from './newsletter-form.module.css';
import { NewsletterRow } from './newsletter-row';

/**
 * Footer newsletter sign-up (POST /newsletter/register). Success: a green message, and the field
 * empties 2 s later. Failure: the server's messages as red lines, gone after 10 s (PRODUCT.md 4, 8).
 */
export interface NewsletterFormProps {
  /** What was typed in the field it replaces (newsletter-signup.tsx). */
  initialEmail?: string;
  autoFocus?: boolean;
  /** Subscribe at once: the field it replaces was submitted while this form loaded. */
  submitNow?: boolean;
}

export function NewsletterForm({
  initialEmail = '',
  autoFocus = false,
  submitNow = false,
}: NewsletterFormProps) {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const feedbackId = `${inputId}-feedback`;
  const register = useRegisterNewsletter();
  const messages = useFeedback();
  const form = useZodForm(newsletterRegisterBody, { defaultValues: { email: initialEmail } });
  const { reset } = form;
  const succeeded = messages.feedback?.kind === 'success';

  useEffect(() => {
    if (!succeeded) return;
    const clearField = setTimeout(() => reset({ email: '' }), TIMINGS.newsletterClearMs);
    return () => clearTimeout(clearField);
  }, [succeeded, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    messages.clear();
    const fallback = translate(lang, 'msg.newsletterError');
    try {
      const answer = await register.mutateAsync(values);
      if (isOk(answer)) messages.success(answer.message || t('newsletter.success'));
      else {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) messages.errors(lines);
      }
    } catch (error) {
      messages.errors(thrownLines(error, fallback));
    }
  });

  // Once, on mount: the hand-over from the field this form replaces.
  const handedOver = useRef({ autoFocus, submitNow, onSubmit, setFocus: form.setFocus });
  useEffect(() => {
    const { autoFocus: focus, submitNow: submit, onSubmit: send, setFocus } = handedOver.current;
    if (focus || submit) setFocus('email');
    if (submit) void send();
  }, []);

  const fieldError = form.formState.errors.email?.message;
  const sending = register.isPending;
  const describedBy = [fieldError ? errorId : '', messages.feedback ? feedbackId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending} data-newsletter="ready">
      <NewsletterRow
        inputId={inputId}
        sending={sending}
        input={{
          'aria-invalid': fieldError ? true : undefined,
          'aria-describedby': describedBy || undefined,
          readOnly: sending,
          ...form.register('email'),
        }}
      />
      {fieldError && (
        <p id={errorId} className={styles.fieldError}>
          {fieldError}
        </p>
      )}
      <div className={styles.feedback}>
        <FormFeedback
          id={feedbackId}
          feedback={messages.feedback}
          sending={sending}
          sendingText={t('newsletter.sending')}
        />
      </div>
    </form>
  );
}
