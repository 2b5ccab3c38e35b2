import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEXT } from '../../../../shared/limits';
import { fuzzyFilter } from '../../../../shared/rules/fuzzy';
import type { Category } from '../../../../shared/schemas/catalogue-read';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../lib/paths';
import styles from './category-grid.module.css';

export function categoryHref(id: number): string {
  return `${paths.companies}?category=${id}`;
}

/**
 * The categories as links to their company lists, with a live search box: accent-insensitive,
 * the typed characters in order with any gaps ('mtl' finds 'Metalurgia').
 */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const [query, setQuery] = useState('');
  // The box shows each key at once; the grid follows in a render React may interrupt, so typing
  // stays quick on a slow phone however many tiles change (issue 17: input to next paint).
  const filterQuery = useDeferredValue(query);
  const shown = useMemo(
    () => fuzzyFilter(categories, filterQuery, (category) => category.name),
    [categories, filterQuery],
  );

  return (
    <div className={styles.wrap}>
      <div className={styles.search}>
        <label htmlFor={inputId} className={styles.label}>
          {t('categories.searchLabel')}
        </label>
        <div className={styles.field}>
          <Icon name="search" size={20} />
          <input
            id={inputId}
            className={styles.input}
            type="search"
            value={query}
            maxLength={TEXT.search}
            autoComplete="off"
            placeholder={t('categories.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {filterQuery ? t('categories.results', { count: shown.length }) : ''}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('categories.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((category) => (
            <li key={category.id}>
              <Link to={categoryHref(category.id)} className={styles.tile}>
                <span className={styles.mark} aria-hidden="true">
                  {Array.from(category.name.trim())[0]?.toUpperCase()}
                </span>
                <span className={styles.name}>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
