import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import {
  MEMBER_FIELDS,
  type MemberField,
  type MemberMapping,
  REQUIRED_MEMBER_FIELDS,
} from '../../../../shared/schemas/member-import';
import { Field, inputClass } from '../../../components/ui/form-field';
import { useLanguage } from '../../../lib/use-language';
import styles from './member-import.module.css';

/** One select per field: which of the file's columns it is read from, or none. */
export function MappingFields({
  columns,
  mapping,
  disabled,
  onChange,
}: {
  columns: readonly string[];
  mapping: MemberMapping;
  disabled: boolean;
  onChange: (mapping: MemberMapping) => void;
}) {
  const { t } = useTranslation('admin-import');
  const { lang } = useLanguage();
  const label = (field: MemberField) =>
    `${translate(lang, `memberImport.field.${field}`)}${REQUIRED_MEMBER_FIELDS.includes(field) ? ' *' : ''}`;
  return (
    <fieldset className={styles.mapping}>
      <legend className={styles.legend}>{t('mapping.title')}</legend>
      {MEMBER_FIELDS.map((field) => (
        <Field key={field} label={label(field)}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              disabled={disabled}
              value={mapping[field] ?? ''}
              onChange={(event) =>
                onChange({
                  ...mapping,
                  [field]: event.target.value === '' ? null : Number(event.target.value),
                })
              }
            >
              <option value="">{t('mapping.none')}</option>
              {columns.map((header, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file.
                <option key={index} value={index}>
                  {t('mapping.column', { number: index + 1, header })}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
    </fieldset>
  );
}
