import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../../../shared/schemas/company-products';
import styles from './company-products.module.css';
import { ForeignText } from './foreign-text';

/**
 * The company's products and services, each in the reader's language where the company wrote it
 * (ForeignText marks the others).
 */
export function CompanyProducts({ products }: { products: readonly PublicProduct[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <ul className={styles.list}>
      {products.map((product) => {
        return (
          <li key={product.reqId} className={styles.item}>
            {/* Beside its name, which says what it shows: decorative for a screen reader. */}
            {product.image && (
              <img
                className={styles.image}
                src={product.image}
                alt=""
                width={320}
                height={213}
                loading="lazy"
                decoding="async"
              />
            )}
            <p className={styles.kind}>{t(`company.kind.${product.kind}`)}</p>
            <ForeignText lang={product.lang}>
              <h3 className={styles.name}>{product.name}</h3>
              <p className={styles.description}>{product.description}</p>
            </ForeignText>
            {product.categories.length > 0 && (
              <p className={styles.categories}>{product.categories.map((c) => c.name).join(' · ')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
