import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { ItemComparison } from '../../../shared/schemas/quote-item-compare';
import type { ComparisonRow } from '../../../shared/schemas/quote-proposal-terms';
import type { Db } from '../../db/client';
import { buildComparison } from './quote-compare';
import { type ProposalRow, proposalsOf } from './quote-info-repository';
import { buildItemComparison } from './quote-item-compare';
import { linesByProposal } from './quote-items-presenter';
import { type ItemRow, itemsOf, linesOf } from './quote-items-repository';
import type { QuoteRow } from './quotes-repository';

/*
 * What the comparison taken to the boss holds (issue 34 item 5): the request's items, the item
 * comparison the owner sees (quote-item-compare.ts) and, per compared proposal, its taxes and
 * freight. No supplier contact and nothing of the requester beyond the request itself.
 */
export interface CompareSource {
  quote: QuoteRow;
  items: ItemRow[];
  comparison: ItemComparison | undefined;
  /** The compared proposals by reqId (their totals, taxes and freight). */
  proposals: ReadonlyMap<string, ProposalRow>;
  /** Each company's latest proposal with its terms, as the owner's comparison shows it (the PDF's offers). */
  offers: ComparisonRow[];
}

export async function compareSourceOf(db: Db, quote: QuoteRow, lang: Lang): Promise<CompareSource> {
  const [items, proposals] = await Promise.all([itemsOf(db, quote.id), proposalsOf(db, quote.id)]);
  const lines =
    items.length > 0
      ? linesByProposal(
          items,
          await linesOf(
            db,
            proposals.map((p) => p.id),
          ),
        )
      : new Map();
  // The exports and the share link name an outside supplier with its mark (decision 0045).
  const marked = proposals.map((p) =>
    p.outsideId === null
      ? p
      : { ...p, companyName: translate(lang, 'quote.outsideSupplier', { name: p.companyName ?? '' }) },
  );
  const comparison = buildItemComparison(items, marked, lines, lang);
  const compared = new Set(comparison?.suppliers.map((s) => s.proposal) ?? []);
  return {
    quote,
    items,
    comparison,
    proposals: new Map(marked.filter((p) => compared.has(p.reqId)).map((p) => [p.reqId, p])),
    offers: buildComparison(marked, lang),
  };
}
