import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import type { Insights } from '../api/insights';
import styles from './insights.module.css';

/**
 * The searches after which buyers opened the company's page (issue 35 item 2): the normalised words
 * only, each made by three sessions or more (the server leaves out the rest), most opened first.
 */
export function InsightsSearches({ searches }: { searches: NonNullable<Insights['searches']> }) {
  const { t } = useTranslation('insights');
  const { lang } = useLanguage();
  return (
    <section aria-labelledby="insights-searches-title" className={styles.section}>
      <h3 id="insights-searches-title">{t('searches.title')}</h3>
      <p className={styles.muted}>{t('searches.intro')}</p>
      {searches.length === 0 ? (
        <p>{t('searches.none')}</p>
      ) : (
        <ol className={styles.searches}>
          {searches.map((search) => (
            <li key={search.words}>
              <span className={styles.searchWords}>{search.words}</span>{' '}
              <span className={styles.muted}>
                {t('searches.opened', { count: search.opened, formatted: formatCount(search.opened, lang) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
