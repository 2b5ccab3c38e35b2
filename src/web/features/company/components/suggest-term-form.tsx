import { useTranslation } from 'react-i18next';
import { VOCABULARY, VOCABULARY_KINDS, vocabularySuggestBody } from '../../../../shared/schemas/vocabulary';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { applyServerErrors } from '../../../lib/server-errors';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useSuggestTerm } from '../api/vocabulary';
import styles from './vocabulary.module.css';

const EMPTY = { kind: 'process' as const, name_pt: '', name_en: '' };

/** A new process or material, in one language or both; it waits for the association's answer. */
export function SuggestTermForm() {
  const { t } = useTranslation('company');
  const suggest = useSuggestTerm();
  const feedback = useFeedback();
  const form = useZodForm(vocabularySuggestBody, { defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    const fallback = t('vocabulary.suggestFailed');
    try {
      const answer = await suggest.mutateAsync(values);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      toast.success(answer.message);
      form.reset(EMPTY);
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={suggest.isPending}>
      <h3>{t('vocabulary.suggestTitle')}</h3>
      <p className={styles.hint}>{t('vocabulary.suggestIntro')}</p>
      <div className={styles.names}>
        <Field label={t('vocabulary.kind')} error={errors.kind?.message}>
          {(control) => (
            <select {...control} className={inputClass} {...form.register('kind')}>
              {VOCABULARY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`vocabulary.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('vocabulary.namePt')} error={errors.name_pt?.message}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              maxLength={VOCABULARY.termName}
              {...form.register('name_pt')}
            />
          )}
        </Field>
        <Field label={t('vocabulary.nameEn')} error={errors.name_en?.message}>
          {(control) => (
            <input
              {...control}
              lang="en"
              className={inputClass}
              maxLength={VOCABULARY.termName}
              {...form.register('name_en')}
            />
          )}
        </Field>
      </div>
      <FormFeedback
        feedback={feedback.feedback}
        sending={suggest.isPending}
        sendingText={t('vocabulary.saving')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={suggest.isPending}>
          {t('vocabulary.suggest')}
        </Button>
      </div>
    </form>
  );
}
