import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useCategories } from '../../../lib/catalogue-queries';
import { CategoryGrid } from './category-grid';
import styles from './home-sections.module.css';

/** Home: the categories of GET /categories/list, each leading to its companies. */
export function HomeCategories() {
  const { t } = useTranslation('catalogue');
  const categories = useCategories();
  return (
    <section className={styles.block} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.title}>
        {t('categories.title')}
      </h2>
      {categories.isPending ? (
        <p className={styles.status} role="status">
          {t('categories.loading')}
        </p>
      ) : categories.data ? (
        <CategoryGrid categories={categories.data} />
      ) : (
        <LoadFailed
          text={t('loadFailed')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      )}
    </section>
  );
}
