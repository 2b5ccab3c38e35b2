import { asc, eq, inArray } from 'drizzle-orm';
import { QUANTITY_SCALE } from '../../../shared/rules/quote-totals';
import type { QuoteItemValues } from '../../../shared/schemas/quote-items';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/files';
import { quoteItems, quoteProposalLines } from '../../db/schema/quote-items';

/* Items of a request and the line prices of its proposals (issue 34 items 1 and 2). */

export async function insertItems(db: Db, quoteId: number, items: readonly QuoteItemValues[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(quoteItems).values(
    items.map((item, position) => ({
      quoteId,
      position,
      description: item.description,
      quantityMilli: Math.round(item.quantity * QUANTITY_SCALE),
      unit: item.unit,
      specification: item.specification,
    })),
  );
}

export interface ItemRow {
  id: number;
  reqId: string;
  description: string;
  quantityMilli: number;
  unit: QuoteItemValues['unit'];
  specification: string | null;
  /** Its drawing (decision 0046), null when it has none. */
  drawing: { name: string; size: number; mime: string; reqId: string } | null;
}

/** In the request's order, each with its drawing's facts (never its bytes). */
export async function itemsOf(db: Db, quoteId: number): Promise<ItemRow[]> {
  const rows = await db
    .select({
      id: quoteItems.id,
      reqId: quoteItems.reqId,
      description: quoteItems.description,
      quantityMilli: quoteItems.quantityMilli,
      unit: quoteItems.unit,
      specification: quoteItems.specification,
      drawingName: storedFiles.name,
      drawingSize: storedFiles.size,
      drawingMime: storedFiles.mime,
      drawingReqId: storedFiles.reqId,
    })
    .from(quoteItems)
    .leftJoin(storedFiles, eq(storedFiles.id, quoteItems.drawingFileId))
    .where(eq(quoteItems.quoteId, quoteId))
    .orderBy(asc(quoteItems.position));
  return rows.map(({ drawingName, drawingSize, drawingMime, drawingReqId, ...item }) => ({
    ...item,
    drawing:
      drawingName !== null && drawingSize !== null && drawingMime !== null && drawingReqId !== null
        ? { name: drawingName, size: drawingSize, mime: drawingMime, reqId: drawingReqId }
        : null,
  }));
}

export type LineValues = typeof quoteProposalLines.$inferInsert;

export async function insertLines(db: Db, lines: readonly LineValues[]): Promise<void> {
  if (lines.length > 0) await db.insert(quoteProposalLines).values([...lines]);
}

export interface LineRow {
  proposalId: number;
  itemId: number;
  unitPriceCents: number | null;
  deliveryDays: number | null;
  cannotSupply: boolean;
  landedCents: number | null;
}

export async function linesOf(db: Db, proposalIds: readonly number[]): Promise<LineRow[]> {
  if (proposalIds.length === 0) return [];
  return db
    .select({
      proposalId: quoteProposalLines.proposalId,
      itemId: quoteProposalLines.itemId,
      unitPriceCents: quoteProposalLines.unitPriceCents,
      deliveryDays: quoteProposalLines.deliveryDays,
      cannotSupply: quoteProposalLines.cannotSupply,
      landedCents: quoteProposalLines.landedCents,
    })
    .from(quoteProposalLines)
    .where(inArray(quoteProposalLines.proposalId, [...proposalIds]));
}
