import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { ItemComparison } from '../../../../shared/schemas/quote-item-compare';
import type { SharedQuote } from '../../../../shared/schemas/quote-share';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useLanguage } from '../../../lib/use-language';
import { useSharedQuote } from '../api/quote-share';
import { QuoteItemCompare } from './quote-item-compare';
import { QuoteItemsList } from './quote-items-list';
import styles from './quote-share-panel.module.css';

/** The owner's comparison's shape, for its one rendering (the link's suppliers carry no ids). */
function comparisonOf(quote: SharedQuote): ItemComparison {
  return {
    suppliers: quote.suppliers.map((s, column) => ({ ...s, proposal: `column-${column}` })),
    rows: quote.rows,
  };
}

/** Issue 34 item 5: a quote's comparison read through a share link, read-only, without contacts. */
export function SharedQuoteView({ token }: { token: string }) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const shared = useSharedQuote(token);
  const quote = shared.data;
  const comparison = useMemo(() => (quote ? comparisonOf(quote) : null), [quote]);
  if (shared.isError)
    return (
      <LoadFailed text={t('shared.loadFailed')} error={shared.error} onRetry={() => void shared.refetch()} />
    );
  if (!quote || !comparison) return null;
  return (
    <article className={styles.panel}>
      <h2>{quote.title}</h2>
      <p className={styles.note}>
        {t('shared.requested', {
          date: formatDate(quote.dateOpen, lang),
          category: quote.categoryName,
          status: quote.statusDesc,
        })}
      </p>
      <p className={styles.description}>{quote.description}</p>
      <QuoteItemsList items={quote.items} />
      {quote.suppliers.length > 0 ? (
        <QuoteItemCompare items={quote.items} comparison={comparison} />
      ) : (
        <p>{t('shared.noOffers')}</p>
      )}
      <p className={styles.note}>{t('shared.expires', { date: formatDateTime(quote.expiresAt, lang) })}</p>
    </article>
  );
}
