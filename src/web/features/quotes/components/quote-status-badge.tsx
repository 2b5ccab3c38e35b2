import { useTranslation } from 'react-i18next';
import type {
  QuoteListItem,
  QuoteStatusValue,
  SupplierQuoteStatus,
} from '../../../../shared/schemas/quote-read';
import styles from './quote-list.module.css';

/**
 * A quote's status with its colour (PRODUCT.md 4: a open in blue, c concluded in green, x cancelled
 * in red), the same in the list and in the quote's view.
 */
export function QuoteStatusBadge({ status, text }: { status: QuoteStatusValue | 'n'; text: string }) {
  return (
    <span className={styles.status} data-status={status}>
      {text}
    </span>
  );
}

/** The supplier's states in the colours of the quote's: won green, cancelled red, open blue, ended grey. */
const SUPPLIER_COLOUR: Record<SupplierQuoteStatus, QuoteStatusValue | 'n'> = {
  toAnswer: 'a',
  proposed: 'a',
  declined: 'n',
  deadlinePassed: 'n',
  won: 'c',
  notChosen: 'n',
  cancelled: 'x',
};

/**
 * A quote's status for its reader: on the company's list and in its view of the quote, the quote as
 * the supplier sees it (issue 30 item 14: "Deadline passed", "Won", "Not chosen"… where the quote's
 * own status said "Open" or "Concluded"); for the buyer, the quote's own status.
 */
export function ReaderStatusBadge({
  quote,
}: {
  quote: Pick<QuoteListItem, 'status' | 'statusDesc' | 'supplierStatus'>;
}) {
  const { t } = useTranslation('quotes');
  if (!quote.supplierStatus) return <QuoteStatusBadge status={quote.status} text={quote.statusDesc} />;
  return (
    <QuoteStatusBadge
      status={SUPPLIER_COLOUR[quote.supplierStatus]}
      text={t(`supplierStatus.${quote.supplierStatus}`)}
    />
  );
}

/**
 * Decision 0048: on the company's list, a request that reached it as an invitation e-mailed to its
 * address before it listed.
 */
export function FromInvitationMark({ quote }: { quote: Pick<QuoteListItem, 'fromInvitation'> }) {
  const { t } = useTranslation('quotes');
  if (!quote.fromInvitation) return null;
  return (
    <span className={styles.invited} title={t('list.fromInvitationHint')}>
      {t('list.fromInvitation')}
    </span>
  );
}
