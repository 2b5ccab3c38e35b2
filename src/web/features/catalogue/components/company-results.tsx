import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { INFINITE_SCROLL } from '../../../../shared/limits';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatCount } from '../../../lib/format-locale';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useInsightsReport } from '../../../lib/use-insights-report';
import { useLanguage } from '../../../lib/use-language';
import { useCompanyList } from '../api/list-companies';
import { useReportSearchOpen } from '../api/report-search-open';
import type { CompanyFilters } from '../lib/company-filters';
import { CompanyCard } from './company-card';
import styles from './company-results.module.css';
import { NoResults } from './no-results';

/**
 * The first card loads at once (above the fold on every screen); the rest wait until they come
 * near the viewport. On a phone only the first card is on screen, and each eager card is also
 * preloaded by the server render: three were six image downloads and decodes inside the first
 * second (issue 17). On a wide screen cards two and three are in view and load right after layout.
 */
const EAGER_CARDS = 1;
const SKELETON_CARDS = 6;

function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function Skeletons() {
  return Array.from({ length: SKELETON_CARDS }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
    <li key={i} className={styles.skeleton} aria-hidden="true">
      <span className={styles.skeletonCover} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLineShort} />
    </li>
  ));
}

/** The company list of the filters: pages of POST /companies/list loaded as the reader scrolls. */
export function CompanyResults({ filters }: { filters: CompanyFilters }) {
  const { t } = useTranslation('catalogue');
  const { lang } = useLanguage();
  const list = useCompanyList(filters);
  const reportOpen = useReportSearchOpen();
  const pages = list.data?.pages ?? [];
  // Pages are offsets: a company added or re-rated between two pages can come twice; show it once.
  const companies = uniqueBy(
    pages.flatMap((page) => page.data),
    (company) => company.reqId,
  );
  const total = pages[0]?.total ?? 0;
  // Each company shown counts as an appearance in the catalogue's results (issue 35).
  const report = useInsightsReport();
  const shown = companies.map((company) => company.reqId).join(' ');
  useEffect(() => {
    if (shown) report(shown.split(' ').map((company) => ({ company, kind: 'appearance' as const })));
  }, [report, shown]);
  // Past the server's count limit the total is a lower bound (issue 13: "1,000+").
  const found = pages[0]?.totalCapped
    ? t('companies.foundAtLeast', { formatted: formatCount(total, lang) })
    : t('companies.found', { count: total, formatted: formatCount(total, lang) });

  const sentinel = useInfiniteScroll({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isError,
    onLoadMore: () => void list.fetchNextPage(),
    margin: { desktop: INFINITE_SCROLL.companiesDesktop, mobile: INFINITE_SCROLL.companiesMobile },
    loaded: pages.length,
  });

  if (list.isPending) {
    return (
      <div className={styles.results}>
        <p className={styles.status} role="status">
          {t('companies.loading')}
        </p>
        <ul className={styles.grid}>
          <Skeletons />
        </ul>
      </div>
    );
  }

  if (list.isError && companies.length === 0) {
    return <LoadFailed text={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  }

  if (companies.length === 0) return <NoResults filters={filters} didYouMean={pages[0]?.didYouMean} />;

  return (
    <div className={styles.results}>
      <p className={styles.status} role="status">
        {found}
      </p>
      <ul className={styles.grid}>
        {companies.map((company, index) => (
          <li key={company.reqId}>
            <CompanyCard
              company={company}
              eager={index < EAGER_CARDS}
              onOpen={() => reportOpen(filters.search, company.reqId)}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} />
      {list.isFetchingNextPage && (
        <p className={styles.more} role="status">
          {t('companies.loadingMore')}
        </p>
      )}
      {list.isFetchNextPageError && (
        <LoadFailed text={t('loadFailed')} error={list.error} onRetry={() => void list.fetchNextPage()} />
      )}
      {!list.hasNextPage && <p className={styles.end}>{t('companies.end')}</p>}
    </div>
  );
}
