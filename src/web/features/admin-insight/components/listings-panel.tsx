import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { type Listings, useListings } from '../api/listings';
import styles from './insight.module.css';
import { ListingList } from './listing-list';

type Category = Listings['categories'][number];
type Figure = 'views' | 'appearances' | 'clicks' | 'quotesReceived';
const FIGURES: readonly Figure[] = ['views', 'appearances', 'clicks', 'quotesReceived'];

/**
 * The association's view of its listings (issue 35 item 4): the catalogue's last 30 days beside
 * the 30 before, each category, and the two lists whose owners it may remind.
 */
export function ListingsPanel() {
  const { t } = useTranslation('admin-insight');
  const listings = useListings();
  if (listings.isPending) return <p>{t('listings.loading')}</p>;
  if (listings.isError)
    return (
      <LoadFailed
        text={t('listings.failed')}
        error={listings.error}
        onRetry={() => void listings.refetch()}
      />
    );
  const data = listings.data;
  return (
    <div className={styles.listings}>
      <p className={styles.muted}>{t('listings.intro')}</p>
      <CatalogueFigures data={data} />
      <CategoryTable categories={data.categories} />
      <ListingList kind="idle" list={data.idle} />
      <ListingList kind="incomplete" list={data.incomplete} />
    </div>
  );
}

function CatalogueFigures({ data }: { data: Listings }) {
  const { t } = useTranslation('admin-insight');
  const { lang } = useLanguage();
  const { current, previous } = data.days;
  return (
    <section>
      <h2>{t('listings.figures')}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('listings.companies')}</dt>
          <dd>{formatCount(data.companies, lang)}</dd>
        </div>
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{t(`listings.${figure}`)}</dt>
            <dd>
              {t('listings.was', {
                value: formatCount(current[figure], lang),
                previous: formatCount(previous[figure], lang),
              })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CategoryTable({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('admin-insight');
  const { lang } = useLanguage();
  const figure = (id: 'companies' | Figure, header: string): TableColumn<Category> => ({
    id,
    header,
    numeric: true,
    cell: (row) => formatCount(row[id], lang),
  });
  return (
    <section>
      <h2>{t('listings.categories')}</h2>
      {categories.length === 0 ? (
        <p>{t('listings.noCategories')}</p>
      ) : (
        <ResponsiveTable
          label={t('listings.categories')}
          rows={categories}
          rowKey={(row) => row.id}
          columns={[
            { id: 'name', header: t('listings.category'), cell: (row) => row.name },
            figure('companies', t('listings.companies')),
            ...FIGURES.map((id) => figure(id, t(`listings.${id}`))),
          ]}
        />
      )}
    </section>
  );
}
