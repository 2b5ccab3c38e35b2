import { useTranslation } from 'react-i18next';
import type { CompanyFilter } from '../api/admin';
import { useCompanyFilterOptions } from '../api/admin-record';
import { exclusiveEnd, inclusiveEnd } from './days';
import { ChoiceFilter, DayFilter, FilterBar, SearchFilter } from './filter-bar';

type Change = (part: Partial<CompanyFilter>) => void;

const idOrNone = (value: string) => (value ? Number(value) : undefined);

/** Every filter the companies list offers: text, status, e-mail, category, city and registration days. */
export function CompanyFilters({ filter, change }: { filter: CompanyFilter; change: Change }) {
  const { t } = useTranslation('admin');
  const { t: more } = useTranslation('admin-insight');
  const options = useCompanyFilterOptions();
  return (
    <FilterBar>
      <SearchFilter
        label={t('companies.search')}
        value={filter.search}
        onChange={(v) => change({ search: v })}
      />
      <ChoiceFilter
        label={t('companies.status')}
        value={filter.status}
        onChange={(v) => change({ status: v as CompanyFilter['status'] })}
      >
        <option value="all">{t('companies.statusAll')}</option>
        <option value="active">{t('companies.statusActive')}</option>
        <option value="suspended">{t('companies.statusSuspended')}</option>
      </ChoiceFilter>
      <ChoiceFilter
        label={t('companies.email')}
        value={filter.email_valid}
        onChange={(v) => change({ email_valid: v as CompanyFilter['email_valid'] })}
      >
        <option value="all">{t('companies.emailAll')}</option>
        <option value="y">{t('companies.emailYes')}</option>
        <option value="n">{t('companies.emailNo')}</option>
      </ChoiceFilter>
      <ChoiceFilter
        label={more('companies.category')}
        value={filter.category ?? ''}
        onChange={(v) => change({ category: idOrNone(v) })}
      >
        <option value="">{more('companies.any')}</option>
        {options.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </ChoiceFilter>
      <ChoiceFilter
        label={more('companies.city')}
        value={filter.city ?? ''}
        onChange={(v) => change({ city: idOrNone(v) })}
      >
        <option value="">{more('companies.any')}</option>
        {options.cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </ChoiceFilter>
      <DayFilter
        label={more('companies.from')}
        value={filter.from ?? ''}
        onChange={(v) => change({ from: v || undefined })}
      />
      <DayFilter
        label={more('companies.to')}
        value={inclusiveEnd(filter.to)}
        onChange={(v) => change({ to: exclusiveEnd(v) })}
      />
    </FilterBar>
  );
}
