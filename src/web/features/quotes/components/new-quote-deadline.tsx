import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeadlineField } from './deadline-field';
import type { NewQuoteForm } from './use-quote-targets';

/** The new quote's optional response deadline (issue 18), in São Paulo time. */
export function NewQuoteDeadline({ form }: { form: NewQuoteForm }) {
  const { t } = useTranslation('quote-deadline');
  const { field } = useController({ control: form.control, name: 'deadline' });
  return (
    <DeadlineField
      label={t('input.label')}
      hint={t('input.hint')}
      error={form.formState.errors.deadline?.message}
      value={field.value ?? ''}
      onChange={field.onChange}
    />
  );
}
