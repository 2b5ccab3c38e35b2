import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatItemQuantity } from '../../../../shared/rules/item-format';
import type { ItemAward } from '../../../../shared/schemas/quote-award';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import { useLanguage } from '../../../lib/use-language';
import styles from './new-quote-items.module.css';

/**
 * The request's items in the quote view (issue 34 item 1); nothing for a request without items.
 * After a split award, each item the reader may see the award of names its supplier (item 4).
 * Each item's drawing: a download, and for the buyer of an open quote its controls (decision 0046).
 */
export function QuoteItemsList({
  items,
  awards = [],
  drawing,
}: {
  items: readonly QuoteItem[];
  awards?: readonly ItemAward[];
  /**
   * Each item's drawing (decision 0046), where the viewer may read it: the quote's view passes its
   * controls (item-drawing-controls.tsx: one picker for the list, a button or two per row); the
   * share link, none (so its page loads nothing of them).
   */
  drawing?: (item: QuoteItem, index: number) => ReactNode;
}) {
  const { t } = useTranslation('quote-new');
  const { t: tc } = useTranslation('quote-compare');
  const awardOf = new Map(awards.map((award) => [award.item, award]));
  const { lang } = useLanguage();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="quote-items-heading" className={styles.items}>
      <h3 id="quote-items-heading">{t('items.count', { count: items.length })}</h3>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.reqId} className={`${styles.item} ${styles.lazyItem}`}>
            <span className={styles.description}>{item.description}</span>
            <span>{formatItemQuantity(item, lang)}</span>
            {item.specification && <span className={styles.note}>{item.specification}</span>}
            {drawing?.(item, index)}
            {awardOf.has(item.reqId) && (
              <span className={styles.awarded}>
                {tc('award.awardedTo', { company: awardOf.get(item.reqId)?.companyName })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
