import { useTranslation } from 'react-i18next';
import {
  adminTermsPublishBody,
  type TermsName,
  type TermsVersion,
} from '../../../../shared/schemas/admin-publish';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { applyServerErrors } from '../../../lib/server-errors';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { usePublishTerms } from '../api/publish';
import styles from './publish.module.css';
import type { RenderMarkdown } from './terms-editor';

/** Both languages side by side, each with the page as it will read; publishing makes a new version. */
export function TermsForm({
  name,
  current,
  renderMarkdown,
}: {
  name: TermsName;
  current: TermsVersion | undefined;
  renderMarkdown: RenderMarkdown;
}) {
  const { t } = useTranslation('admin-publish');
  const publish = usePublishTerms();
  const feedback = useFeedback();
  const { confirm, dialog } = useConfirm();
  const form = useZodForm(adminTermsPublishBody, {
    defaultValues: { name, text_pt: current?.textPt ?? '', text_en: current?.textEn ?? '' },
  });
  const { errors } = form.formState;
  const [textPt, textEn] = form.watch(['text_pt', 'text_en']);

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    // A published version is what people accept from then on: asked first (issue 30 item 26).
    const question = { title: t('terms.confirmTitle'), text: t('terms.confirmText') };
    if (!(await confirm({ ...question, yes: t('terms.confirmYes'), no: t('cancel') }))) return;
    const fallback = t('saveFailed');
    try {
      const answer = await publish.mutateAsync(values);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      toast.success(t('terms.published'));
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  const sending = publish.isPending;
  const sides = [
    { field: 'text_pt' as const, label: t('terms.textPt'), text: textPt, lang: 'pt-BR' },
    { field: 'text_en' as const, label: t('terms.textEn'), text: textEn, lang: 'en' },
  ];
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <div className={styles.pair}>
        {sides.map((side) => (
          <div key={side.field} className={styles.section}>
            <Field label={side.label} error={errors[side.field]?.message} hint={t('terms.markdownHint')}>
              {(control) => (
                <textarea
                  {...control}
                  className={`${inputClass} ${styles.textarea}`}
                  {...form.register(side.field)}
                />
              )}
            </Field>
            <section
              className={styles.preview}
              aria-label={`${t('preview')} — ${side.label}`}
              lang={side.lang}
            >
              <p className={styles.previewTitle}>{t('preview')}</p>
              <div className={styles.markdownBox}>
                {side.text?.trim() ? (
                  renderMarkdown(side.text)
                ) : (
                  <p className={styles.muted}>{t('missing')}</p>
                )}
              </div>
            </section>
          </div>
        ))}
      </div>
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <div>
        <Button type="submit" disabled={sending}>
          {t('terms.publish')}
        </Button>
      </div>
      {dialog}
    </form>
  );
}
