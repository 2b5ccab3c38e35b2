import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../../shared/lang';
import { write } from '../../../../shared/rules/date-format';
import type { AdminSearchLogBody, SearchLogRow } from '../../../../shared/schemas/search-log';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useAdminSearches } from '../api/admin-searches';
import styles from './admin-searches.module.css';
import { ChoiceFilter, FilterBar } from './filter-bar';

/** A month 'YYYY-MM' as the page's language writes it ('November 2026', 'novembro de 2026'). */
const monthName = (month: string, lang: Lang) =>
  write(`${month}-15`, lang, { month: 'long', year: 'numeric' });

function SearchTable({ caption, rows, empty }: { caption: string; rows: SearchLogRow[]; empty: string }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const count = (pick: (row: SearchLogRow) => number) => (row: SearchLogRow) => formatCount(pick(row), lang);
  const columns: TableColumn<SearchLogRow>[] = [
    {
      id: 'words',
      header: t('searches.words'),
      cell: (row) => (
        <span className={styles.words}>
          <span lang={row.lang}>{row.words}</span>{' '}
          <span className={styles.lang}>{t(`searches.langs.${row.lang}`)}</span>
        </span>
      ),
    },
    { id: 'searches', header: t('searches.searches'), numeric: true, cell: count((row) => row.searches) },
    { id: 'sessions', header: t('searches.sessions'), numeric: true, cell: count((row) => row.sessions) },
    { id: 'results', header: t('searches.results'), numeric: true, cell: count((row) => row.results) },
    { id: 'opened', header: t('searches.opened'), numeric: true, cell: count((row) => row.opened) },
  ];
  return (
    <section>
      <h3 className={styles.heading}>{caption}</h3>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ResponsiveTable
          label={caption}
          rows={rows}
          rowKey={(row) => `${row.lang}:${row.words}`}
          columns={columns}
        />
      )}
    </section>
  );
}

/** What buyers searched for, by month and language: the most frequent searches and those that found nothing. */
export function AdminSearches() {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const [filter, setFilter] = useState<AdminSearchLogBody>({});
  const log = useAdminSearches(filter);
  const month = log.data?.month ?? filter.month;
  const months = [...new Set([...(month ? [month] : []), ...(log.data?.months ?? [])])].sort().reverse();

  return (
    <div>
      <p className={styles.note}>{t('searches.note')}</p>
      <FilterBar>
        <ChoiceFilter
          label={t('searches.month')}
          value={month ?? ''}
          onChange={(v) => setFilter((old) => ({ ...old, month: v }))}
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthName(m, lang)}
            </option>
          ))}
        </ChoiceFilter>
        <ChoiceFilter
          label={t('searches.language')}
          value={filter.lang ?? ''}
          onChange={(v) => setFilter((old) => ({ ...old, lang: v === '' ? undefined : (v as Lang) }))}
        >
          <option value="">{t('searches.bothLanguages')}</option>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {t(`searches.langs.${l}`)}
            </option>
          ))}
        </ChoiceFilter>
      </FilterBar>
      {log.isPending && <p>{t('searches.loading')}</p>}
      {log.isError && (
        <LoadFailed text={t('searches.failed')} error={log.error} onRetry={() => void log.refetch()} />
      )}
      {log.data && (
        <div className={styles.lists}>
          <SearchTable caption={t('searches.top')} rows={log.data.top} empty={t('searches.noneTop')} />
          <SearchTable
            caption={t('searches.nothing')}
            rows={log.data.nothing}
            empty={t('searches.noneNothing')}
          />
        </div>
      )}
    </div>
  );
}
