import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../../shared/lang';
import { write } from '../../../../shared/rules/date-format';
import type { AdminSearchLogBody, SearchLogRow } from '../../../../shared/schemas/search-log';
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
  if (rows.length === 0)
    return (
      <section>
        <h3 className={styles.heading}>{caption}</h3>
        <p>{empty}</p>
      </section>
    );
  return (
    <section className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.heading}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('searches.words')}</th>
            <th scope="col">{t('searches.searches')}</th>
            <th scope="col">{t('searches.sessions')}</th>
            <th scope="col">{t('searches.results')}</th>
            <th scope="col">{t('searches.opened')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.lang}:${row.words}`}>
              <th scope="row" className={styles.words}>
                <span lang={row.lang}>{row.words}</span>{' '}
                <span className={styles.lang}>{t(`searches.langs.${row.lang}`)}</span>
              </th>
              <td>{formatCount(row.searches, lang)}</td>
              <td>{formatCount(row.sessions, lang)}</td>
              <td>{formatCount(row.results, lang)}</td>
              <td>{formatCount(row.opened, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
      {log.isError && <p role="alert">{t('searches.failed')}</p>}
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
