import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { fuzzyFilter } from '../../../../shared/rules/fuzzy';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import type { Category } from '../api/company';
import styles from './company.module.css';

interface CategoryPickerProps {
  categories: Category[];
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/**
 * The chosen categories and the modal that toggles them (PRODUCT.md 2): the search is fuzzy and
 * ignores accents (characters in order, any gaps), like the home page's category search.
 */
export function CategoryPicker({ categories, selected, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const errorId = useId();
  const chosen = categories.filter((c) => selected.includes(c.id));
  const shown = useMemo(() => fuzzyFilter(categories, query, (c) => c.name), [categories, query]);

  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id]);

  return (
    <div className={styles.picker}>
      {chosen.length > 0 ? (
        <ul className={styles.chips} aria-label={t('categories.chosen', { count: chosen.length })}>
          {chosen.map((c) => (
            <li key={c.id} className={styles.chip}>
              {c.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{t('categories.none')}</p>
      )}
      <div>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setOpen(true)}
          aria-describedby={error ? errorId : undefined}
        >
          {t('categories.choose')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {open && (
        <Modal title={t('categories.modalTitle')} onClose={() => setOpen(false)}>
          <label htmlFor={searchId}>{t('categories.search')}</label>
          <input
            id={searchId}
            className={inputClass}
            type="search"
            maxLength={TEXT.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className={styles.note} aria-live="polite">
            {t('categories.chosen', { count: selected.length })}
          </p>
          {shown.length === 0 ? (
            <p>{t('categories.empty')}</p>
          ) : (
            <ul className={styles.options}>
              {shown.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={styles.option}
                    aria-pressed={selected.includes(c.id)}
                    onClick={() => toggle(c.id)}
                  >
                    {c.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Button type="button" onClick={() => setOpen(false)}>
            {t('categories.done')}
          </Button>
        </Modal>
      )}
    </div>
  );
}
