import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/form-field';
import styles from './publish.module.css';

/** A name in Portuguese and in English, side by side: an item is incomplete until both are filled. */
export function NamePair(props: {
  pt: UseFormRegisterReturn;
  en: UseFormRegisterReturn;
  errors: { pt?: string; en?: string };
}) {
  const { t } = useTranslation('admin-publish');
  return (
    <div className={styles.pair}>
      <Field label={t('namePt')} error={props.errors.pt}>
        {(control) => <input {...control} className={inputClass} {...props.pt} />}
      </Field>
      <Field label={t('nameEn')} error={props.errors.en}>
        {(control) => <input {...control} lang="en" className={inputClass} {...props.en} />}
      </Field>
    </div>
  );
}
