import { DRAWING_KINDS, DRAWING_MIME } from '../../../shared/rules/drawing-files';
import { QUANTITY_SCALE } from '../../../shared/rules/quote-totals';
import type { ItemDrawing, QuoteItem } from '../../../shared/schemas/quote-items';
import type { ProposalCommercial, ProposalLine } from '../../../shared/schemas/quote-lines';
import type { ProposalRow } from './quote-info-repository';
import type { ItemRow, LineRow } from './quote-items-repository';

/* Items, lines and a proposal's commercial terms as answered (issue 34 items 1 and 2). */

export function presentItem(row: ItemRow): QuoteItem {
  return {
    reqId: row.reqId,
    description: row.description,
    quantity: row.quantityMilli / QUANTITY_SCALE,
    unit: row.unit,
    specification: row.specification,
    ...(row.drawing ? { drawing: presentDrawing(row.drawing) } : {}),
  };
}

const KIND_OF_MIME = new Map(DRAWING_KINDS.map((kind) => [DRAWING_MIME[kind], kind]));

/** An item's drawing (decision 0046): downloaded like an attachment, by its stored file's reqId. */
export function presentDrawing(file: NonNullable<ItemRow['drawing']>): ItemDrawing {
  return {
    name: file.name,
    size: file.size,
    type: KIND_OF_MIME.get(file.mime) ?? 'pdf',
    reqId: file.reqId,
    path: `/app/quotes/file/${file.reqId}`,
  };
}

export function presentCommercial(row: ProposalRow): ProposalCommercial | undefined {
  if (row.landedCents === null) return undefined;
  return {
    icmsRateBp: row.icmsRateBp,
    icmsIncluded: row.icmsIncluded,
    ipiRateBp: row.ipiRateBp,
    ipiIncluded: row.ipiIncluded,
    freight: row.freight,
    freightCents: row.freightCents,
    goodsCents: row.goodsCents ?? 0,
    taxesCents: row.taxesCents ?? 0,
    landedCents: row.landedCents,
  };
}

/** Each proposal's lines in the request's item order, keyed by proposal id. */
export function linesByProposal(
  items: readonly ItemRow[],
  lines: readonly LineRow[],
): Map<number, ProposalLine[]> {
  const order = new Map(items.map((item, index) => [item.id, index]));
  const reqIds = new Map(items.map((item) => [item.id, item.reqId]));
  const out = new Map<number, ProposalLine[]>();
  const sorted = [...lines].sort((a, b) => (order.get(a.itemId) ?? 0) - (order.get(b.itemId) ?? 0));
  for (const line of sorted) {
    const list = out.get(line.proposalId) ?? [];
    list.push({
      item: reqIds.get(line.itemId) ?? '',
      unitPriceCents: line.unitPriceCents,
      deliveryDays: line.deliveryDays,
      cannotSupply: line.cannotSupply,
      landedCents: line.landedCents,
    });
    out.set(line.proposalId, list);
  }
  return out;
}
