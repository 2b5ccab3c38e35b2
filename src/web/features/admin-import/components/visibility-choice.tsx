import { useTranslation } from 'react-i18next';
import type { MemberVisibility } from '../../../../shared/schemas/member-import';
import styles from './member-import.module.css';

/** Whether the import's new listings are public ("not yet claimed") or hidden until claimed. */
export function VisibilityChoice({
  value,
  onChange,
}: {
  value: MemberVisibility;
  onChange: (value: MemberVisibility) => void;
}) {
  const { t } = useTranslation('admin-import');
  return (
    <fieldset className={styles.visibility}>
      <legend className={styles.legend}>{t('visibility.legend')}</legend>
      {(['public', 'hidden'] as const).map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name="member-import-visibility"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {t(`visibility.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
