import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useListInfo } from '../api/get-list-info';
import { type CompanyFilters, DEFAULT_FILTERS, serializeCompanyFilters } from '../lib/company-filters';
import styles from './no-results.module.css';

const listHref = (filters: CompanyFilters) => {
  const query = serializeCompanyFilters(filters).toString();
  return query ? `${paths.companies}?${query}` : paths.companies;
};

/**
 * Nothing found (issue 32): the search with close known words as a link when the server has one
 * ("did you mean"), the categories to browse, and the existing way to ask a whole category for a
 * quote (the new quote form with the category and "every company of the category" chosen).
 */
export function NoResults({ filters, didYouMean }: { filters: CompanyFilters; didYouMean?: string }) {
  const { t } = useTranslation('catalogue');
  const { t: tSearch } = useTranslation('catalogue-search');
  const info = useListInfo();
  const categories = info.data?.categories ?? [];
  const chosen = categories.find((c) => c.id === filters.category);
  return (
    <div className={styles.none}>
      <p className={styles.empty} role="status">
        {t('companies.empty')}
      </p>
      {didYouMean && (
        <p className={styles.line}>
          {tSearch('search.didYouMean')}{' '}
          <Link to={listHref({ ...filters, search: didYouMean })} className={styles.fix}>
            {didYouMean}
          </Link>
          ?
        </p>
      )}
      <p className={styles.line}>
        <Link to={chosen ? `${paths.quotes}?category=${chosen.id}` : paths.quotes}>
          {chosen
            ? tSearch('search.quoteThisCategory', { category: chosen.name })
            : tSearch('search.quoteCategory')}
        </Link>
      </p>
      {categories.length > 0 && (
        <nav aria-label={tSearch('search.tryCategories')}>
          <h2 className={styles.heading}>{tSearch('search.tryCategories')}</h2>
          <ul className={styles.categories}>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={listHref({ ...DEFAULT_FILTERS, category: c.id })}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
