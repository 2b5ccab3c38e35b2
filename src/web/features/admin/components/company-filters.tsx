import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/form-field';
import type { CompanyFilter } from '../api/admin';
import { useCompanyFilterOptions } from '../api/admin-record';
import styles from './admin.module.css';
import { exclusiveEnd, inclusiveEnd } from './days';

type Change = (part: Partial<CompanyFilter>) => void;

function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </select>
      )}
    </Field>
  );
}

function Day({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="date"
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

const idOrNone = (value: string) => (value ? Number(value) : undefined);

/** Every filter the companies list offers: text, status, e-mail, category, city and registration days. */
export function CompanyFilters({ filter, change }: { filter: CompanyFilter; change: Change }) {
  const { t } = useTranslation('admin');
  const { t: more } = useTranslation('admin-insight');
  const options = useCompanyFilterOptions();
  return (
    <div className={styles.filters}>
      <Field label={t('companies.search')}>
        {(control) => (
          <input
            {...control}
            type="search"
            className={inputClass}
            value={filter.search}
            onChange={(event) => change({ search: event.target.value })}
          />
        )}
      </Field>
      <Choice
        label={t('companies.status')}
        value={filter.status}
        onChange={(v) => change({ status: v as CompanyFilter['status'] })}
      >
        <option value="all">{t('companies.statusAll')}</option>
        <option value="active">{t('companies.statusActive')}</option>
        <option value="suspended">{t('companies.statusSuspended')}</option>
      </Choice>
      <Choice
        label={t('companies.email')}
        value={filter.email_valid}
        onChange={(v) => change({ email_valid: v as CompanyFilter['email_valid'] })}
      >
        <option value="all">{t('companies.emailAll')}</option>
        <option value="y">{t('companies.emailYes')}</option>
        <option value="n">{t('companies.emailNo')}</option>
      </Choice>
      <Choice
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
      </Choice>
      <Choice
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
      </Choice>
      <Day
        label={more('companies.from')}
        value={filter.from ?? ''}
        onChange={(v) => change({ from: v || undefined })}
      />
      <Day
        label={more('companies.to')}
        value={inclusiveEnd(filter.to)}
        onChange={(v) => change({ to: exclusiveEnd(v) })}
      />
    </div>
  );
}
