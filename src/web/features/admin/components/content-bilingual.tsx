import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/form-field';
import styles from './content.module.css';

/** The two languages of the content, in the order the back office shows them (pt-BR | en). */
export const SIDES = [
  { suffix: 'pt', lang: 'pt-BR' },
  { suffix: 'en', lang: 'en' },
] as const;
export type Side = (typeof SIDES)[number]['suffix'];

interface BilingualFieldProps<T extends FieldValues> {
  /** The wire names are `<name>_pt` and `<name>_en` (src/shared/schemas/admin-content.ts). */
  name: string;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  rows?: number;
  maxLength?: number;
}

/** One text in both languages, side by side from 48rem (stacked on a phone, Português first). */
export function BilingualField<T extends FieldValues>({
  name,
  label,
  register,
  errors,
  rows,
  maxLength,
}: BilingualFieldProps<T>) {
  const { t } = useTranslation('admin-content');
  return (
    <div className={styles.pair}>
      {SIDES.map(({ suffix, lang }) => {
        const field = `${name}_${suffix}` as Path<T>;
        const error = errors[field]?.message;
        return (
          <Field
            key={suffix}
            label={t('fieldIn', { field: label, lang: t(`lang.${suffix}`) })}
            error={typeof error === 'string' ? error : undefined}
          >
            {(control) =>
              rows ? (
                <textarea
                  {...control}
                  lang={lang}
                  className={inputClass}
                  rows={rows}
                  maxLength={maxLength}
                  {...register(field)}
                />
              ) : (
                <input
                  {...control}
                  lang={lang}
                  className={inputClass}
                  maxLength={maxLength}
                  {...register(field)}
                />
              )
            }
          </Field>
        );
      })}
    </div>
  );
}

/**
 * How the item will look on the site in each language, side by side; marked incomplete while a
 * language lacks one of its required texts (the server refuses it until both are filled).
 */
export function PreviewPair({
  render,
  complete,
}: {
  render: (side: Side) => ReactNode;
  complete: (side: Side) => boolean;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <div className={styles.pair}>
      {SIDES.map(({ suffix, lang }) => (
        <section
          key={suffix}
          className={styles.preview}
          aria-label={t('previewIn', { lang: t(`lang.${suffix}`) })}
        >
          <p className={styles.previewTitle} aria-hidden="true">
            {t('previewIn', { lang: t(`lang.${suffix}`) })}
          </p>
          {!complete(suffix) && <p className={styles.incomplete}>{t('incomplete')}</p>}
          <div lang={lang}>{render(suffix)}</div>
        </section>
      ))}
    </div>
  );
}
