import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import { formatMoney } from '../../../../shared/rules/money';
import type { ComparisonRow } from '../../../../shared/schemas/quote-proposal-terms';
import { ResponsivenessBadge } from '../../../components/ui/responsiveness-badge';
import { formatCount, formatRate } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import styles from './quote-compare.module.css';

/** The columns a comparison shows; responsiveness only when some row carries it (decision 0019). */
export type CompareColumn =
  | 'price'
  | 'delivery'
  | 'validUntil'
  | 'paymentTerms'
  | 'rating'
  | 'responsiveness'
  | 'note';

export function columnsOf(rows: readonly ComparisonRow[]): CompareColumn[] {
  const withResponsiveness = rows.some((row) => row.responsiveness);
  return [
    'price',
    'delivery',
    'validUntil',
    'paymentTerms',
    'rating',
    ...(withResponsiveness ? (['responsiveness'] as const) : []),
    'note',
  ];
}

/** The lowest price the rows state, or null when none states one. */
export function lowestPriceOf(rows: readonly ComparisonRow[]): number | null {
  const prices = rows.flatMap((row) => (row.priceCents === null ? [] : [row.priceCents]));
  return prices.length === 0 ? null : Math.min(...prices);
}

/** "R$500.00 (25%) above the lowest", for a row dearer than the lowest price; null otherwise. */
export function useAboveLowest() {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  return (row: ComparisonRow, lowest: number | null): string | null => {
    if (lowest === null || row.priceCents === null || row.priceCents <= lowest) return null;
    const above = row.priceCents - lowest;
    // Never "0%" for an offer that is dearer, however slightly.
    const percent = Math.max(1, Math.round((above / lowest) * 100));
    return t('aboveLowest', { amount: formatMoney(above / 100, lang), percent: formatCount(percent, lang) });
  };
}

/** One value of a row as the reader's language writes it; what the company left out says so. */
export function useCellText() {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const none = t('notStated');
  return (row: ComparisonRow, column: CompareColumn): ReactNode => {
    switch (column) {
      case 'price':
        return row.priceCents === null ? none : formatMoney(row.priceCents / 100, lang);
      case 'delivery':
        return row.deliveryDays === null ? none : t('days', { count: row.deliveryDays });
      case 'validUntil':
        return row.validUntil === null ? none : formatDate(row.validUntil, lang);
      case 'paymentTerms':
        return row.paymentTerms ?? none;
      case 'rating':
        return row.rating === null
          ? t('noRating')
          : t('rating', { rate: formatRate(row.rating, lang), count: row.ratingCount });
      case 'responsiveness':
        // The public card's own line (decision 0021), so the figures read the same everywhere.
        // Below five requests the server sends no figures: too few, not hidden (decision 0021).
        return row.responsiveness ? (
          <ResponsivenessBadge figures={row.responsiveness} size="small" whole />
        ) : (
          t('notEnoughRequests')
        );
      case 'note':
        return row.note ?? none;
    }
  };
}

/** The marks of a row, in words (never by colour alone): lowest price, fastest delivery, chosen. */
export function Marks({ row }: { row: ComparisonRow }) {
  const { t } = useTranslation('quote-compare');
  const marks = [
    row.lowestPrice && t('lowestPrice'),
    row.fastestDelivery && t('fastestDelivery'),
    row.chosen && t('chosen'),
  ].filter((mark): mark is string => Boolean(mark));
  if (marks.length === 0) return null;
  return (
    <span className={styles.marks}>
      {marks.map((mark) => (
        <span key={mark} className={styles.mark}>
          {mark}
        </span>
      ))}
    </span>
  );
}
