import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { useLanguage } from '../../../lib/use-language';
import { type AuditFilter, useAuditLog } from '../api/admin';
import styles from './admin.module.css';
import { AuditFilters } from './audit-filters';
import { Pager } from './pager';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The staff audit log, newest first; read only. */
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
  const { lang } = useLanguage();
  if (audit.isPending) return <p>{t('loading')}</p>;
  if (audit.isError) return <p role="alert">{t('failed')}</p>;
  if (audit.data.total === 0) return <p aria-live="polite">{t('audit.empty')}</p>;
  return (
    <div>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className={styles.scroll} tabIndex={0} aria-label={t('tabs.audit')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.what')}</th>
              <th scope="col">{t('audit.target')}</th>
              <th scope="col">{t('audit.change')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.data.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.createdAt, lang)}</td>
                <td>{e.actor}</td>
                <td className={styles.code}>{e.action}</td>
                <td>{e.target}</td>
                <td className={styles.code}>
                  {shown(e.before)} → {shown(e.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pager
        page={filter.page}
        total={audit.data.total}
        pageSize={audit.data.pageSize}
        onPage={(page) => setFilter((old) => ({ ...old, page }))}
      />
    </div>
  );
}
