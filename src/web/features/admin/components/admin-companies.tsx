import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { type CompanyFilter, useAdminCompanies } from '../api/admin';
import styles from './admin.module.css';
import { CompanyFilters } from './company-filters';
import { CompanyRecordToggle } from './company-record';
import { Pager } from './pager';
import { SuspendControl } from './suspend-control';

/** The companies list: search and filters, status, and suspend / reinstate per row. */
export function AdminCompanies() {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const [filter, setFilter] = useState<CompanyFilter>({
    search: '',
    status: 'all',
    email_valid: 'all',
    page: 1,
  });
  const companies = useAdminCompanies(filter);
  const change = (part: Partial<CompanyFilter>) => setFilter((old) => ({ ...old, ...part, page: 1 }));

  return (
    <div>
      <CompanyFilters filter={filter} change={change} />
      {companies.isPending && <p>{t('loading')}</p>}
      {companies.isError && <p role="alert">{t('failed')}</p>}
      {companies.data && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('companies.total', {
              count: companies.data.total,
              formatted: formatCount(companies.data.total, lang),
            })}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
          <section className={styles.scroll} tabIndex={0} aria-label={t('tabs.companies')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('companies.name')}</th>
                  <th scope="col">{t('companies.place')}</th>
                  <th scope="col">{t('companies.registered')}</th>
                  <th scope="col">{t('companies.state')}</th>
                </tr>
              </thead>
              <tbody>
                {companies.data.data.map((c) => (
                  <tr key={c.reqId}>
                    <th scope="row">
                      {c.tradeName}
                      <div className={styles.muted}>{c.email}</div>
                    </th>
                    <td>
                      {c.city} / {c.state}
                    </td>
                    <td>{formatDate(c.createdAt, lang)}</td>
                    <td>
                      <p>
                        {t(c.suspendedAt ? 'companies.suspended' : 'companies.active')}
                        {c.verifiedAt ? ` · ${t('companies.verified')}` : ''}
                      </p>
                      <SuspendControl company={c} />
                      <CompanyRecordToggle company={c} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <Pager
            page={filter.page}
            total={companies.data.total}
            pageSize={companies.data.pageSize}
            onPage={(page) => setFilter((old) => ({ ...old, page }))}
          />
        </>
      )}
    </div>
  );
}
