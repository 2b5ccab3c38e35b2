import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { ProposalFieldsBody } from '../../../shared/schemas/quote';
import type { ComparisonRow, ProposalTerms } from '../../../shared/schemas/quote-proposal-terms';
import type { ResponsivenessFigures } from '../../../shared/schemas/responsiveness';
import type { ProposalRow } from './quote-info-repository';
import type { StoredTerms } from './quote-proposals-repository';
import { currentProposalIds, outsideMark } from './quote-suppliers';

/* Structured proposals and the owner's comparison (issue 18 item 1, decision 0019). */

/** The body's terms as stored; left-out fields are null. */
export function storedTerms(body: ProposalFieldsBody): StoredTerms {
  return {
    priceCents: body.price_cents,
    deliveryDays: body.delivery_days,
    validUntil: body.valid_until,
    paymentTerms: body.payment_terms,
    note: body.note,
  };
}

export function presentTerms(row: StoredTerms): ProposalTerms {
  return {
    priceCents: row.priceCents,
    deliveryDays: row.deliveryDays,
    validUntil: row.validUntil,
    paymentTerms: row.paymentTerms,
    note: row.note,
  };
}

/**
 * The least value of the rows that state one, when at least two do: a lone offer is neither the
 * cheapest nor the fastest of anything, so it carries no mark.
 */
function best(values: readonly (number | null)[]): number | null {
  const stated = values.filter((value): value is number => value !== null);
  return stated.length < 2 ? null : Math.min(...stated);
}

/**
 * Rows come newest first (proposalsOf); a company's first row is its current offer, and only that
 * one is compared: a newer proposal replaces the earlier, which stays in the history. A company
 * that left the catalogue has no current offer (as in presentProposals), but the proposal chosen
 * stays, under the neutral name: it is what the quote concluded on (issue 30 item 15).
 */
export function buildComparison(
  rows: readonly ProposalRow[],
  lang: Lang,
  figures: ReadonlyMap<number, ResponsivenessFigures> = new Map(),
): ComparisonRow[] {
  const latest = currentProposalIds(rows);
  // An outside supplier's latest proposal is its offer as a company's is (decision 0045).
  const current = rows.filter((row) =>
    row.companyId === null && row.outsideId === null ? row.chosen : latest.has(row.id),
  );
  const lowest = best(current.map((row) => row.priceCents));
  const fastest = best(current.map((row) => row.deliveryDays));
  return current.map((row) => {
    const responsiveness = row.companyId === null ? undefined : figures.get(row.companyId);
    return {
      reqId: row.reqId,
      companyName: row.companyName ?? translate(lang, 'quote.removedCompany'),
      date: row.createdAt.toISOString(),
      file: row.fileReqId,
      chosen: row.chosen,
      ...presentTerms(row),
      rating: row.companyRatesCount ? row.companyRate : null,
      ratingCount: row.companyRatesCount ?? 0,
      lowestPrice: lowest !== null && row.priceCents === lowest,
      fastestDelivery: fastest !== null && row.deliveryDays === fastest,
      ...(responsiveness ? { responsiveness } : {}),
      ...outsideMark(row),
    };
  });
}
