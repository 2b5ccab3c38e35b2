import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import type { QuoteSide } from '../api/list-quotes';
import { OutsideInvitePanel } from './outside-invite-panel';
import { useProposalActions } from './proposal-actions';
import { QuoteAwardForm } from './quote-award-form';
import { QuoteCompare } from './quote-compare';
import { DeferredItemCompare } from './quote-item-compare';
import { QuoteProposals } from './quote-proposals';
import { QuoteSharePanel } from './quote-share-panel';
import { QuoteThreads } from './quote-threads';

/**
 * The offers of a quote: the customer's comparison and every proposal sent, both able to download
 * a PDF and choose, with one confirmation between them; on a request with items, the award per item;
 * after the award, the messages with each chosen supplier.
 */
export function QuoteOffers({ quote, side }: { quote: QuoteInfo; side: QuoteSide }) {
  const actions = useProposalActions(quote, side);
  return (
    <>
      {side === 'customer' && quote.itemComparison && (
        <>
          <DeferredItemCompare items={quote.items ?? []} comparison={quote.itemComparison} />
          <QuoteSharePanel reqId={quote.reqId} />
        </>
      )}
      {actions.canChoose && quote.itemComparison && (
        <QuoteAwardForm reqId={quote.reqId} items={quote.items ?? []} comparison={quote.itemComparison} />
      )}
      {side === 'customer' && quote.comparison && <QuoteCompare rows={quote.comparison} actions={actions} />}
      {side === 'customer' && <OutsideInvitePanel reqId={quote.reqId} open={quote.status === 'a'} />}
      <QuoteProposals quote={quote} side={side} actions={actions} />
      <QuoteThreads quote={quote} side={side} actions={actions} />
      {actions.dialog}
    </>
  );
}
