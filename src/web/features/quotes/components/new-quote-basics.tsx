import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import type { Category as QuoteCategory } from '../../../../shared/schemas/catalogue-read';
import { Field, inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import styles from './new-quote-form.module.css';
import type { NewQuoteForm } from './use-quote-targets';

interface NewQuoteBasicsProps {
  form: NewQuoteForm;
  categories: UseQueryResult<QuoteCategory[]>;
  /** The category's registration, which also resets the company lists. */
  category: UseFormRegisterReturn;
}

/** Category (with a retry when the list failed), title and description of a new quote. */
export function NewQuoteBasics({ form, categories, category }: NewQuoteBasicsProps) {
  const { t } = useTranslation('quote-new');
  const { errors } = form.formState;
  return (
    <>
      <div className={styles.grid}>
        <Field label={t('form.category')} error={errors.category?.message}>
          {(control) => (
            <select {...control} className={inputClass} {...category} disabled={!categories.data}>
              <option value="">
                {categories.isPending
                  ? t('form.categoriesLoading')
                  : categories.isError
                    ? t('form.categoriesFailed')
                    : t('form.chooseCategory')}
              </option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('form.title')} error={errors.title?.message}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              type="text"
              maxLength={TEXT.quoteTitle}
              {...form.register('title')}
            />
          )}
        </Field>
      </div>
      {categories.isError && (
        <LoadFailed
          text={t('form.categoriesFailed')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      )}
      <Field
        label={t('form.description')}
        error={errors.description?.message}
        hint={t('form.descriptionHint')}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${inputClass} ${styles.textarea}`}
            maxLength={TEXT.quoteDescription}
            rows={6}
            {...form.register('description')}
          />
        )}
      </Field>
    </>
  );
}
