import type { ItemAwardInput } from '../../../shared/schemas/quote-award';
import { AppError } from '../../lib/app-error';
import type { ProposalRow } from './quote-info-repository';
import type { ItemRow, LineRow } from './quote-items-repository';
import { currentProposalIds } from './quote-suppliers';

/**
 * One awarded supplier: its current proposal and the items it won, each with its priced line. A
 * supplier outside the catalogue (issue 34 item 7) has no company: its `outsideId` names it.
 */
export interface AwardWinner {
  proposal: ProposalRow;
  items: { item: ItemRow; line: LineRow }[];
}

export interface AwardPlan {
  /** One row per item, in the request's order. */
  rows: { itemId: number; proposalId: number }[];
  /** In the order each supplier first appears in the request's items. */
  winners: AwardWinner[];
}

/**
 * Checks a split award against the quote (issue 34 item 4, decision 0033) and answers what to
 * store: every item of the request named once (QTE009), each to a proposal of this quote (NFD001)
 * that is its company's current one (QTE006) from a company still in the catalogue (QTE007), and
 * that priced the item (QTE010, naming the company and the item). `proposals` are the quote's,
 * newest first; `lines` theirs.
 */
export function planAward(
  items: readonly ItemRow[],
  proposals: readonly ProposalRow[],
  lines: readonly LineRow[],
  awards: readonly ItemAwardInput[],
): AwardPlan {
  const itemByReqId = new Map(items.map((item) => [item.reqId, item]));
  const proposalByReqId = new Map(proposals.map((p) => [p.reqId, p]));
  const current = currentProposalIds(proposals);
  const lineOf = new Map(lines.map((line) => [`${line.proposalId}:${line.itemId}`, line]));

  const chosen = new Map<number, { proposal: AwardWinner['proposal']; line: LineRow }>();
  for (const award of awards) {
    const item = itemByReqId.get(award.item);
    if (!item || chosen.has(item.id)) throw new AppError('QTE009');
    const proposal = proposalByReqId.get(award.proposal);
    if (!proposal) throw new AppError('NFD001');
    if (proposal.companyId === null && proposal.outsideId === null) throw new AppError('QTE007');
    if (!current.has(proposal.id)) throw new AppError('QTE006');
    const line = lineOf.get(`${proposal.id}:${item.id}`);
    if (!line || line.cannotSupply || line.landedCents === null) {
      throw new AppError('QTE010', { company: proposal.companyName ?? '', item: item.description });
    }
    chosen.set(item.id, { proposal, line });
  }

  const winners = new Map<number, AwardWinner>();
  const rows = items.map((item) => {
    const entry = chosen.get(item.id);
    // An item left out.
    if (!entry) throw new AppError('QTE009');
    const { proposal, line } = entry;
    const winner = winners.get(proposal.id) ?? { proposal, items: [] };
    winner.items.push({ item, line });
    winners.set(proposal.id, winner);
    return { itemId: item.id, proposalId: proposal.id };
  });
  return { rows, winners: [...winners.values()] };
}
