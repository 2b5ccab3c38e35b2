import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
// The log is a list of cards, like every back-office list on a phone: the tables' own classes (a
// `composes … from` another file made Vite warn on every build).
import table from '../../../components/ui/responsive-table.module.css';
import { type AuditFilter, useAuditLog } from '../api/admin';
import { AuditEntryCard } from './audit-entry';
import { AuditFilters } from './audit-filters';
import { Pager } from './pager';

/** The staff audit log, newest first, each entry a sentence in the reader's language; read only. */
export function AuditLog() {
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const audit = useAuditLog(filter);
  const change = (part: Partial<AuditFilter>) => setFilter((old) => ({ ...old, ...part, page: 1 }));
  return (
    <div>
      <AuditFilters filter={filter} change={change} />
      <AuditEntries audit={audit} filter={filter} setFilter={setFilter} />
    </div>
  );
}

function AuditEntries({
  audit,
  filter,
  setFilter,
}: {
  audit: ReturnType<typeof useAuditLog>;
  filter: AuditFilter;
  setFilter: (update: (old: AuditFilter) => AuditFilter) => void;
}) {
  const { t } = useTranslation('admin');
  if (audit.isPending) return <p>{t('loading')}</p>;
  if (audit.isError)
    return <LoadFailed text={t('failed')} error={audit.error} onRetry={() => void audit.refetch()} />;
  if (audit.data.total === 0) return <p aria-live="polite">{t('audit.empty')}</p>;
  return (
    <div>
      <ul className={table.cards} aria-label={t('tabs.audit')}>
        {audit.data.data.map((entry) => (
          <AuditEntryCard key={entry.id} entry={entry} />
        ))}
      </ul>
      <Pager
        page={filter.page}
        total={audit.data.total}
        pageSize={audit.data.pageSize}
        onPage={(page) => setFilter((old) => ({ ...old, page }))}
      />
    </div>
  );
}
