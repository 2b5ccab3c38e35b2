import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { Icon } from '../../../components/ui/icon';
import styles from './search-box.module.css';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter searches at once instead of waiting for the debounce. */
  onSubmit: () => void;
}

/** A labelled search landmark; results follow the typing after a pause (the caller debounces). */
export function SearchBox({ label, value, onChange, onSubmit }: SearchBoxProps) {
  const { t } = useTranslation('content');
  const id = useId();
  return (
    <search className={styles.search}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <div className={styles.field}>
          <span className={styles.icon}>
            <Icon name="search" size={20} />
          </span>
          <input
            id={id}
            className={styles.input}
            type="search"
            name="search"
            value={value}
            maxLength={TEXT.search}
            autoComplete="off"
            placeholder={t('list.searchPlaceholder')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('list.searchHint')}
        </p>
      </form>
    </search>
  );
}
