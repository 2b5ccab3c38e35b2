import { useTranslation } from 'react-i18next';
import type { AuditFilter } from '../api/admin';
import { useAuditActions } from '../api/admin-record';
import { exclusiveEnd, inclusiveEnd } from './days';
import { ChoiceFilter, DayFilter, FilterBar, SearchFilter } from './filter-bar';

/** The audit log's filters: who (part of the name), which action, and a range of days. */
export function AuditFilters({
  filter,
  change,
}: {
  filter: AuditFilter;
  change: (part: Partial<AuditFilter>) => void;
}) {
  const { t } = useTranslation('admin-insight');
  const actions = useAuditActions();
  return (
    <FilterBar>
      <SearchFilter
        label={t('audit.actor')}
        value={filter.actor ?? ''}
        onChange={(v) => change({ actor: v || undefined })}
      />
      <ChoiceFilter
        label={t('audit.action')}
        value={filter.action ?? ''}
        onChange={(v) => change({ action: v || undefined })}
      >
        <option value="">{t('audit.anyAction')}</option>
        {(actions.data ?? []).map((action) => (
          <option key={action} value={action}>
            {action}
          </option>
        ))}
      </ChoiceFilter>
      <DayFilter
        label={t('audit.from')}
        value={filter.from ?? ''}
        onChange={(v) => change({ from: v || undefined })}
      />
      <DayFilter
        label={t('audit.to')}
        value={inclusiveEnd(filter.to)}
        onChange={(v) => change({ to: exclusiveEnd(v) })}
      />
    </FilterBar>
  );
}
