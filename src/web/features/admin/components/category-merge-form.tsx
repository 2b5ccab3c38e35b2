import { useTranslation } from 'react-i18next';
import { type AdminCategory, adminCategoryMergeBody } from '../../../../shared/schemas/admin-publish';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { applyServerErrors } from '../../../lib/server-errors';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useMergeCategories } from '../api/publish';
import styles from './publish.module.css';

/** Merge one category into another: its companies and quote requests move, then it is removed. */
export function CategoryMergeForm({ categories }: { categories: AdminCategory[] }) {
  const { t } = useTranslation('admin-publish');
  const merge = useMergeCategories();
  const { confirm, dialog } = useConfirm();
  const feedback = useFeedback();
  const form = useZodForm(adminCategoryMergeBody);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    const from = categories.find((c) => c.id === values.from);
    const into = categories.find((c) => c.id === values.into);
    if (!from || !into) return;
    const text = t('categories.confirmMerge', { from: from.namePt, into: into.namePt });
    const question = {
      title: t('categories.mergeConfirmTitle'),
      text,
      yes: t('categories.merge'),
      no: t('cancel'),
    };
    if (!(await confirm(question))) return;
    const fallback = t('saveFailed');
    try {
      const answer = await merge.mutateAsync(values);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      toast.success(t('categories.merged', { from: from.namePt, into: into.namePt }));
      form.reset();
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  const options = (
    <>
      <option value="">{t('categories.choose')}</option>
      {categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.namePt} / {c.nameEn}
        </option>
      ))}
    </>
  );
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={merge.isPending}>
      {dialog}
      <h3>{t('categories.mergeTitle')}</h3>
      <p className={styles.muted}>{t('categories.mergeHelp')}</p>
      <div className={styles.pair}>
        <Field label={t('categories.from')} error={errors.from?.message}>
          {(control) => (
            <select {...control} className={inputClass} {...form.register('from', { valueAsNumber: true })}>
              {options}
            </select>
          )}
        </Field>
        <Field label={t('categories.into')} error={errors.into?.message}>
          {(control) => (
            <select {...control} className={inputClass} {...form.register('into', { valueAsNumber: true })}>
              {options}
            </select>
          )}
        </Field>
      </div>
      <FormFeedback feedback={feedback.feedback} sending={merge.isPending} sendingText={t('sending')} />
      <div>
        <Button type="submit" size="small" disabled={merge.isPending}>
          {t('categories.merge')}
        </Button>
      </div>
    </form>
  );
}
