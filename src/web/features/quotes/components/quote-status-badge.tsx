import type { QuoteStatusValue } from '../../../../shared/schemas/quote-read';
import styles from './quote-list.module.css';

/**
 * A quote's status with its colour (PRODUCT.md 4: a open in blue, c concluded in green, x cancelled
 * in red), the same in the list and in the quote's view.
 */
export function QuoteStatusBadge({ status, text }: { status: QuoteStatusValue; text: string }) {
  return (
    <span className={styles.status} data-status={status}>
      {text}
    </span>
  );
}
