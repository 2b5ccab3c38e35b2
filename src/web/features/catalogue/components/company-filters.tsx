import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATION_STANDARDS,
  isCertificationStandard,
  STANDARD_NAMES,
} from '../../../../shared/rules/certification-standards';
import type { listInfoResponse } from '../../../../shared/schemas/catalogue-read';
import type { Shaped } from '../../../lib/api-answer';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  type CompanyFilters as Filters,
  type Order,
  type OrderBy,
  shownOrderBy,
} from '../lib/company-filters';
import styles from './company-filters.module.css';
import { CompanySearchInput } from './company-search-input';

/** The options of the filters: GET /companies/list_info's answer. */
export type FilterOptions = Omit<Shaped<typeof listInfoResponse>, 'response'>;

const NO_OPTIONS: FilterOptions = { states: [], cities: [], categories: [] };

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** A process or material of the vocabulary (issue 32); left out while no listed company has one. */
function TermSelect({
  label,
  value,
  terms = [],
  onChange,
}: {
  label: string;
  value: number | null;
  terms?: readonly { id: number; name: string }[];
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('catalogue');
  if (terms.length === 0 && value === null) return null;
  return (
    <FilterSelect label={label} value={String(value ?? '')} onChange={(v) => onChange(toId(v))}>
      <option value="">{t('companies.allMasculine')}</option>
      {terms.map((term) => (
        <option key={term.id} value={term.id}>
          {term.name}
        </option>
      ))}
    </FilterSelect>
  );
}

/**
 * Search, state, city (the cities of the chosen state), category, sort field and direction. At 400 px
 * and below the selects fold behind a button so the list stays in view (PRODUCT.md section 9).
 */
export function CompanyFilters({
  filters,
  onChange,
  options = NO_OPTIONS,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  options?: FilterOptions;
}) {
  const { t } = useTranslation('catalogue');
  // The newer filters' words: catalogue-search, which the search box here loads anyway (not the home page's first chunk).
  const { t: tFilters } = useTranslation('catalogue-search', { keyPrefix: 'filters' });
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // In the server's alphabetical order (accents and case aside: address-repository's sortKey), so
  // the first render sorts nothing: a collator's first use loads its data, a long task on a phone.
  const cities = useMemo(
    () => options.cities.filter((city) => filters.state === null || city.state === filters.state),
    [options.cities, filters.state],
  );
  const active = activeFilterCount(filters);
  const changed = active > 0 || filters.search !== '' || filters.orderBy !== null || filters.order !== 'asc';

  const changeState = (value: string) => {
    const state = toId(value);
    const city = options.cities.find((c) => c.id === filters.city);
    // A city of another state would make an empty list nobody asked for.
    const keepCity = state === null || (city !== undefined && city.state === state);
    onChange(keepCity ? { state } : { state, city: null });
  };

  return (
    <div className={styles.filters}>
      <CompanySearchInput
        value={filters.search}
        onCommit={(search) => onChange({ search })}
        onPickCategory={(category) => onChange({ category, search: '' })}
        onPickTerm={(kind, id) => onChange({ [kind]: id, search: '' })}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {active > 0 ? t('companies.filtersActive', { active }) : t('companies.filters')}
      </button>
      <div id={panelId} className={styles.panel} data-open={open}>
        <FilterSelect label={t('companies.state')} value={String(filters.state ?? '')} onChange={changeState}>
          <option value="">{t('companies.allMasculine')}</option>
          {options.states.map((state) => (
            <option key={state.id} value={state.id}>
              {state.iso}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('companies.city')}
          value={String(filters.city ?? '')}
          onChange={(value) => onChange({ city: toId(value) })}
        >
          <option value="">{t('companies.allFeminine')}</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.cityName}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('companies.category')}
          value={String(filters.category ?? '')}
          onChange={(value) => onChange({ category: toId(value) })}
        >
          <option value="">{t('companies.allFeminine')}</option>
          {options.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </FilterSelect>
        <TermSelect
          label={tFilters('process')}
          value={filters.process}
          terms={options.processes}
          onChange={(process) => onChange({ process })}
        />
        <TermSelect
          label={tFilters('material')}
          value={filters.material}
          terms={options.materials}
          onChange={(material) => onChange({ material })}
        />
        <FilterSelect
          label={tFilters('certification')}
          value={filters.certification ?? ''}
          onChange={(value) => onChange({ certification: isCertificationStandard(value) ? value : null })}
        >
          <option value="">{t('companies.allFeminine')}</option>
          {CERTIFICATION_STANDARDS.map((standard) => (
            <option key={standard} value={standard}>
              {STANDARD_NAMES[standard]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('companies.orderBy')}
          value={shownOrderBy(filters)}
          onChange={(value) => onChange({ orderBy: value === 'relevance' ? null : (value as OrderBy) })}
        >
          {filters.search && <option value="relevance">{t('companies.orderByRelevance')}</option>}
          <option value="name">{t('companies.orderByName')}</option>
          <option value="rate">{t('companies.orderByRate')}</option>
        </FilterSelect>
        <FilterSelect
          label={t('companies.order')}
          value={filters.order}
          onChange={(value) => onChange({ order: value as Order })}
        >
          <option value="asc">{t('companies.asc')}</option>
          <option value="desc">{t('companies.desc')}</option>
        </FilterSelect>
        {changed && (
          <button type="button" className={styles.clear} onClick={() => onChange(DEFAULT_FILTERS)}>
            {t('companies.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
