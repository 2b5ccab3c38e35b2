import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { ItemComparison } from '../../../shared/schemas/quote-item-compare';
import type { ProposalLine } from '../../../shared/schemas/quote-lines';
import type { ProposalRow } from './quote-info-repository';
import type { ItemRow } from './quote-items-repository';
import { currentProposalIds, outsideMark } from './quote-suppliers';

/** The least of the values, when at least two are stated (decision 0019's rule for marks). */
function least(values: readonly (number | null)[]): number | null {
  const stated = values.filter((value): value is number => value !== null);
  return stated.length < 2 ? null : Math.min(...stated);
}

/**
 * Issue 34 item 3: each company's current offer (rows newest first; its first is current) that
 * priced the items, side by side per item. Computed once per read; the web memoises its rendering.
 */
export function buildItemComparison(
  items: readonly ItemRow[],
  proposals: readonly ProposalRow[],
  lines: ReadonlyMap<number, ProposalLine[]>,
  lang: Lang,
): ItemComparison | undefined {
  if (items.length === 0) return undefined;
  const latest = currentProposalIds(proposals);
  const current = proposals.filter(
    (row) => latest.has(row.id) && lines.has(row.id) && row.landedCents !== null,
  );
  if (current.length === 0) return undefined;
  const byItem = current.map((row) => new Map((lines.get(row.id) ?? []).map((line) => [line.item, line])));
  const rows = items.map((item) => {
    const cells = byItem.map((map) => {
      const line = map.get(item.reqId);
      return line && !line.cannotSupply && line.landedCents !== null ? line : null;
    });
    const lowest = least(cells.map((line) => line?.landedCents ?? null));
    return {
      item: item.reqId,
      cells: cells.map((line) =>
        line
          ? {
              unitPriceCents: line.unitPriceCents ?? 0,
              deliveryDays: line.deliveryDays ?? 0,
              landedCents: line.landedCents ?? 0,
              lowest: line.landedCents === lowest,
            }
          : null,
      ),
    };
  });
  const supplied = current.map((_, column) => rows.filter((row) => row.cells[column] !== null).length);
  const complete = supplied.map((count) => count === items.length);
  const lowestTotal = least(current.map((row, column) => (complete[column] ? row.landedCents : null)));
  return {
    suppliers: current.map((row, column) => ({
      proposal: row.reqId,
      companyName: row.companyName ?? translate(lang, 'quote.removedCompany'),
      landedCents: row.landedCents ?? 0,
      freight: row.freight,
      supplied: supplied[column],
      complete: complete[column],
      lowestTotal: complete[column] && row.landedCents === lowestTotal,
      ...outsideMark(row),
    })),
    rows,
  };
}
