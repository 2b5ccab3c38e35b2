import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { type CompanyFilter, useAdminCompanies } from '../api/admin';
import styles from './admin.module.css';
import { CatalogueExport } from './catalogue-export';
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
      <CatalogueExport />
      <CompanyFilters filter={filter} change={change} />
      {companies.isPending && <p>{t('loading')}</p>}
      {companies.isError && (
        <LoadFailed text={t('failed')} error={companies.error} onRetry={() => void companies.refetch()} />
      )}
      {companies.data && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('companies.total', {
              count: companies.data.total,
              formatted: formatCount(companies.data.total, lang),
            })}
          </p>
          <ResponsiveTable
            label={t('tabs.companies')}
            rows={companies.data.data}
            rowKey={(c) => c.reqId}
            columns={[
              {
                id: 'name',
                header: t('companies.name'),
                cell: (c) => (
                  <>
                    {c.tradeName}
                    <div className={styles.muted}>{c.email}</div>
                  </>
                ),
              },
              { id: 'place', header: t('companies.place'), cell: (c) => `${c.city} / ${c.state}` },
              {
                id: 'registered',
                header: t('companies.registered'),
                cell: (c) => formatDate(c.createdAt, lang),
              },
              {
                id: 'state',
                header: t('companies.state'),
                whole: true,
                cell: (c) => (
                  <>
                    <p>
                      {t(c.suspendedAt ? 'companies.suspended' : 'companies.active')}
                      {c.verifiedAt ? ` · ${t('companies.verified')}` : ''}
                    </p>
                    <SuspendControl company={c} />
                    <CompanyRecordToggle company={c} />
                  </>
                ),
              },
            ]}
          />
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
