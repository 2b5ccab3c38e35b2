import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate } from '../../../lib/format-locale';
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
      {customers.isError && <p role="alert">{t('failed')}</p>}
      {customers.data && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('customers.total', { formatted: formatCount(customers.data.total, lang) })}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
          <section className={styles.scroll} tabIndex={0} aria-label={t('tabs.customers')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('customers.name')}</th>
                  <th scope="col">{t('customers.quotes')}</th>
                  <th scope="col">{t('customers.registered')}</th>
                  <th scope="col">{t('customers.state')}</th>
                </tr>
              </thead>
              <tbody>
                {customers.data.data.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      {c.name}
                      <div className={styles.muted}>
                        {c.doc} · {c.email}
                      </div>
                      {c.company && (
                        <div className={styles.muted}>{t('customers.company', { company: c.company })}</div>
                      )}
                    </th>
                    <td>{t('customers.quotesLine', c.quotes)}</td>
                    <td>{formatDate(c.createdAt, lang)}</td>
                    <td>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {customers.data.total === 0 && <p>{t('customers.empty')}</p>}
          </section>
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
