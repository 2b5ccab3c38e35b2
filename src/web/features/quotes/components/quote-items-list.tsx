import { useTranslation } from 'react-i18next';
import { formatItemQuantity } from '../../../../shared/rules/item-format';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import { useLanguage } from '../../../lib/use-language';
import styles from './new-quote-items.module.css';

/** The request's items in the quote view (issue 34 item 1); nothing for a request without items. */
export function QuoteItemsList({ items }: { items: readonly QuoteItem[] }) {
  const { t } = useTranslation('quote-new');
  const { lang } = useLanguage();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="quote-items-heading" className={styles.items}>
      <h3 id="quote-items-heading">{t('items.count', { count: items.length })}</h3>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.reqId} className={styles.item}>
            <span className={styles.description}>{item.description}</span>
            <span>{formatItemQuantity(item, lang)}</span>
            {item.specification && <span className={styles.note}>{item.specification}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
