import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../../../shared/schemas/company-products';
import styles from './company-products.module.css';

/**
 * The company's products and services. The server sends each in the reader's language where the
 * company wrote it; text in the other language is marked with its `lang` (screen readers switch
 * voice) and a small note says so.
 */
export function CompanyProducts({ products }: { products: readonly PublicProduct[] }) {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <ul className={styles.list}>
      {products.map((product) => {
        const foreign = product.lang !== i18n.language;
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
            <div lang={foreign ? product.lang : undefined}>
              <h3 className={styles.name}>{product.name}</h3>
              <p className={styles.description}>{product.description}</p>
            </div>
            {foreign && <p className={styles.note}>{t('company.inPortuguese')}</p>}
            {product.categories.length > 0 && (
              <p className={styles.categories}>{product.categories.map((c) => c.name).join(' · ')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
