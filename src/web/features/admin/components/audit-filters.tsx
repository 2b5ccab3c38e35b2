import { useTranslation } from 'react-i18next';
import { isAuditAction } from '../../../../shared/schemas/admin';
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
  const { t } = useTranslation(['admin-insight', 'admin']);
  const actions = useAuditActions();
  // By name, in the reader's language: the codes the log stores are never shown.
  const named = (actions.data ?? [])
    .filter(isAuditAction)
    .map((action) => ({ action, name: t(`admin:audit.actions.${action}`) }))
    .sort((a, b) => a.name.localeCompare(b.name));
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
        {named.map(({ action, name }) => (
          <option key={action} value={action}>
            {name}
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
