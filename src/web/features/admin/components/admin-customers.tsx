import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { type CustomerFilter, useAdminCustomers } from '../api/admin-people';
import styles from './admin.module.css';
import { BlockControl } from './block-control';
import { ChoiceFilter, FilterBar, SearchFilter } from './filter-bar';
import { Pager } from './pager';

/** Customers: search by name, CPF or e-mail, their quotes by status, block / unblock per row. */
export function AdminCustomers() {
  const { t } = useTranslation('admin-people');
  const { lang } = useLanguage();
  const [filter, setFilter] = useState<CustomerFilter>({ search: '', status: 'all', page: 1 });
  const customers = useAdminCustomers(filter);
  const change = (part: Partial<CustomerFilter>) => setFilter((old) => ({ ...old, ...part, page: 1 }));

  return (
    <div>
      <FilterBar>
        <SearchFilter
          label={t('customers.search')}
          value={filter.search}
          onChange={(v) => change({ search: v })}
        />
        <ChoiceFilter
          label={t('customers.status')}
          value={filter.status}
          onChange={(v) => change({ status: v as CustomerFilter['status'] })}
        >
          <option value="all">{t('customers.statusAll')}</option>
          <option value="active">{t('customers.statusActive')}</option>
          <option value="blocked">{t('customers.statusBlocked')}</option>
        </ChoiceFilter>
      </FilterBar>
      {customers.isPending && <p>{t('loading')}</p>}
      {customers.isError && (
        <LoadFailed text={t('failed')} error={customers.error} onRetry={() => void customers.refetch()} />
      )}
      {customers.data && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('customers.total', {
              count: customers.data.total,
              formatted: formatCount(customers.data.total, lang),
            })}
          </p>
          <ResponsiveTable
            label={t('tabs.customers')}
            rows={customers.data.data}
            rowKey={(c) => c.id}
            columns={[
              {
                id: 'name',
                header: t('customers.name'),
                cell: (c) => (
                  <>
                    {c.name}
                    <div className={styles.muted}>
                      {c.doc} · {c.email}
                    </div>
                    {c.company && (
                      <div className={styles.muted}>{t('customers.company', { company: c.company })}</div>
                    )}
                  </>
                ),
              },
              {
                id: 'quotes',
                header: t('customers.quotes'),
                cell: (c) => t('customers.quotesLine', c.quotes),
              },
              {
                id: 'registered',
                header: t('customers.registered'),
                cell: (c) => formatDate(c.createdAt, lang),
              },
              {
                id: 'state',
                header: t('customers.state'),
                whole: true,
                cell: (c) => (
                  <>
                    <p>
                      {c.blockedAt
                        ? t('customers.blocked', { date: formatDate(c.blockedAt, lang) })
                        : t('customers.active')}
                    </p>
                    {c.blockedReason && (
                      <p className={styles.muted}>
                        {t('customers.reasonShown', { reason: c.blockedReason })}
                      </p>
                    )}
                    <BlockControl customer={c} />
                  </>
                ),
              },
            ]}
          />
          {customers.data.total === 0 && <p>{t('customers.empty')}</p>}
          <Pager
            page={filter.page}
            total={customers.data.total}
            pageSize={customers.data.pageSize}
            onPage={(page) => setFilter((old) => ({ ...old, page }))}
          />
        </>
      )}
    </div>
  );
}
