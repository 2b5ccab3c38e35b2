import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { translate } from '../../../../shared/messages/translate';
import { type NewsletterIssueBody, newsletterIssueBody } from '../../../../shared/schemas/admin-people';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { isOk } from '../../../lib/api-answer';
import { randomUuid } from '../../../lib/random-uuid';
import { applyServerErrors } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useIssueCalls } from '../api/admin-people';
import own from './admin-people.module.css';

const EMPTY: NewsletterIssueBody = { subject_pt: '', subject_en: '', body_pt: '', body_en: '' };
const SIDES = [
  { suffix: 'pt', label: 'portuguese' },
  { suffix: 'en', label: 'english' },
] as const;

/**
 * A newsletter issue in both languages side by side, each with a live preview rendered by the same
 * library (react-markdown, raw HTML dropped) that renders the e-mail on the server.
 */
export function IssueComposer({ subscribers }: { subscribers: number }) {
  const { t } = useTranslation('admin-people');
  const { lang } = useLanguage();
  const { test, send } = useIssueCalls();
  const feedback = useFeedback();
  const { confirm, dialog } = useConfirm();
  // One key per draft: a second send of this draft (a double click, a retry) is refused by the server (NWS004).
  const [draftKey, setDraftKey] = useState(randomUuid);
  const form = useZodForm(newsletterIssueBody, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const values = form.watch();

  const submit = (kind: 'test' | 'send') =>
    form.handleSubmit(async (body) => {
      feedback.clear();
      if (kind === 'send') {
        const text = t('newsletter.confirmSend', { count: subscribers });
        const question = { title: t('newsletter.sendTitle'), text, yes: t('newsletter.send') };
        if (!(await confirm({ ...question, no: t('customers.cancel') }))) return;
      }
      const fallback = t('newsletter.failed');
      try {
        const answer =
          kind === 'test'
            ? await test.mutateAsync(body)
            : await send.mutateAsync({ ...body, draft_key: draftKey });
        if (!isOk(answer)) {
          const lines = applyServerErrors(form, answer, { fallback });
          if (lines.length > 0) feedback.errors(lines);
          return;
        }
        if (kind === 'send') {
          form.reset(EMPTY);
          setDraftKey(randomUuid());
        }
        feedback.success(
          typeof answer.message === 'string' ? answer.message : translate(lang, 'msg.requestError'),
        );
      } catch (error) {
        feedback.errors(thrownLines(error, fallback));
      }
    });
  // From the click to the answer, confirmation included: the buttons cannot start a second send.
  const busy = test.isPending || send.isPending || form.formState.isSubmitting;

  return (
    <form className={own.composer} noValidate onSubmit={submit('send')} aria-busy={busy}>
      {dialog}
      <p>{t('newsletter.composeHint')}</p>
      <div className={own.languages}>
        {SIDES.map(({ suffix, label }) => {
          const language = t(`newsletter.${label}`);
          const subject = `subject_${suffix}` as const;
          const body = `body_${suffix}` as const;
          return (
            <fieldset key={suffix} className={own.language}>
              <legend>{language}</legend>
              <Field label={t('newsletter.subject', { language })} error={errors[subject]?.message}>
                {(control) => (
                  <input {...control} {...form.register(subject)} className={inputClass} maxLength={150} />
                )}
              </Field>
              <Field label={t('newsletter.body', { language })} error={errors[body]?.message}>
                {(control) => (
                  <textarea {...control} {...form.register(body)} className={`${inputClass} ${own.body}`} />
                )}
              </Field>
              <section aria-label={t('newsletter.preview', { language })} className={own.preview}>
                <h4>{values[subject] || t('newsletter.subject', { language })}</h4>
                {values[body] ? (
                  <Markdown skipHtml urlTransform={defaultUrlTransform}>
                    {values[body]}
                  </Markdown>
                ) : (
                  <p>{t('newsletter.previewEmpty')}</p>
                )}
              </section>
            </fieldset>
          );
        })}
      </div>
      <div className={own.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => void submit('test')()}>
          {t('newsletter.sendTest')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('newsletter.send')}
        </Button>
      </div>
      <FormFeedback feedback={feedback.feedback} sending={busy} sendingText={t('newsletter.sending')} />
    </form>
  );
}
