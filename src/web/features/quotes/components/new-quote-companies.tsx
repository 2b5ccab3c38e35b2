import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import styles from './new-quote-form.module.css';

interface CompanyListFieldProps {
  label: string;
  hint: string;
  chooseLabel: string;
  ids: readonly number[];
  names: Readonly<Record<number, string>>;
  /** No category yet: the list cannot be searched (PRODUCT.md 5). */
  disabled: boolean;
  error?: string;
  onChoose: () => void;
  onRemove: (id: number) => void;
}

/** One of the two company lists of a new quote: the chosen companies, each removable, and a picker. */
export function CompanyListField({
  label,
  hint,
  chooseLabel,
  ids,
  names,
  disabled,
  error,
  onChoose,
  onRemove,
}: CompanyListFieldProps) {
  const { t } = useTranslation('quote-new');
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.companies} aria-describedby={describedBy}>
      <legend className={styles.label}>{label}</legend>
      {ids.length === 0 ? (
        <p className={styles.note}>{t('form.noneChosen')}</p>
      ) : (
        <ul className={styles.chips}>
          {ids.map((id) => {
            const name = names[id] ?? `#${id}`;
            return (
              <li key={id} className={styles.chip}>
                <span>{name}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t('form.remove', { name })}
                  onClick={() => onRemove(id)}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p id={hintId} className={styles.note}>
        {disabled ? t('form.categoryFirst') : hint}
      </p>
      <div>
        <Button type="button" variant="secondary" size="small" disabled={disabled} onClick={onChoose}>
          {chooseLabel}
        </Button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
