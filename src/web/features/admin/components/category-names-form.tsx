import { useTranslation } from 'react-i18next';
import { adminCategoryAddBody } from '../../../../shared/schemas/admin-publish';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { NamePair } from './name-pair';
import styles from './publish.module.css';

type Names = { name_pt: string; name_en: string };

/** The two names of a category side by side: adding one, or renaming one in both languages. */
export function CategoryNamesForm({
  initial,
  submitLabel,
  doneText,
  sending,
  send,
  onDone,
}: {
  initial: Names;
  submitLabel: string;
  doneText: string;
  sending: boolean;
  send: (names: Names) => Promise<ApiAnswer<object>>;
  onDone?: () => void;
}) {
  const { t } = useTranslation('admin-publish');
  const feedback = useFeedback();
  const form = useZodForm(adminCategoryAddBody, { defaultValues: initial });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    const fallback = t('saveFailed');
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
      <NamePair
        pt={form.register('name_pt')}
        en={form.register('name_en')}
        errors={{ pt: errors.name_pt?.message, en: errors.name_en?.message }}
      />
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <div className={styles.actions}>
        <Button type="submit" size="small" disabled={sending}>
          {submitLabel}
        </Button>
        {onDone && (
          <Button size="small" variant="secondary" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
