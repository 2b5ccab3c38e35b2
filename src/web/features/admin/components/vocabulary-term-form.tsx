import { useTranslation } from 'react-i18next';
import { adminVocabularyAddBody, VOCABULARY_KINDS } from '../../../../shared/schemas/vocabulary';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { NamePair } from './name-pair';
import styles from './publish.module.css';

type Values = { kind: 'process' | 'material'; name_pt: string; name_en: string };

/**
 * A term's two names side by side, with its kind when it is new: adding a term, renaming one, or
 * approving a suggestion under both names (staff complete the language the company left out).
 */
export function VocabularyTermForm({
  initial,
  withKind,
  submitLabel,
  doneText,
  sending,
  send,
  onDone,
}: {
  initial: Values;
  withKind: boolean;
  submitLabel: string;
  doneText: string;
  sending: boolean;
  send: (values: Values) => Promise<ApiAnswer<object>>;
  onDone?: () => void;
}) {
  const { t } = useTranslation('admin');
  const feedback = useFeedback();
  const form = useZodForm(adminVocabularyAddBody, { defaultValues: initial });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    const fallback = t('vocabulary.failed');
    try {
      const answer = await send(values);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      toast.success(doneText);
      form.reset(initial);
      onDone?.();
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      {withKind && (
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
      )}
      <NamePair
        pt={form.register('name_pt')}
        en={form.register('name_en')}
        errors={{ pt: errors.name_pt?.message, en: errors.name_en?.message }}
      />
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('vocabulary.sending')} />
      <div className={styles.actions}>
        <Button type="submit" size="small" disabled={sending}>
          {submitLabel}
        </Button>
        {onDone && (
          <Button size="small" variant="secondary" onClick={onDone}>
            {t('vocabulary.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
