import { z } from 'zod';
import { FREIGHT_KINDS } from '../rules/quote-totals';

/*
 * The owner's landed-cost comparison per item (issue 34 item 3): each company's latest proposal
 * with line prices is a column, each item a row. Freight counts in the totals only (it is stated
 * per proposal, not per item). Marks follow decision 0019: none unless two offers state a value.
 */

export const itemCompareSupplier = z.object({
  /** The proposal's reqId (award and choose calls take it). */
  proposal: z.string(),
  companyName: z.string(),
  /** Lines + freight (decision 0028). */
  landedCents: z.number().int(),
  freight: z.enum(FREIGHT_KINDS).nullable(),
  /** How many items it prices; complete = every item. */
  supplied: z.number().int(),
  complete: z.boolean(),
  /** The lowest total among the complete offers. */
  lowestTotal: z.boolean(),
  /** Issue 34 item 7: a supplier outside the catalogue, invited by e-mail; absent otherwise. */
  outside: z.literal(true).optional(),
});

export const itemCompareCell = z.object({
  unitPriceCents: z.number().int(),
  deliveryDays: z.number().int(),
  landedCents: z.number().int(),
  /** The lowest landed cost of this item (ties all marked). */
  lowest: z.boolean(),
});

export const itemCompareRow = z.object({
  item: z.string(),
  /** One per supplier, in the suppliers' order; null: cannot supply (a gap). */
  cells: z.array(itemCompareCell.nullable()),
});

export const itemComparison = z.object({
  suppliers: z.array(itemCompareSupplier),
  rows: z.array(itemCompareRow),
});
export type ItemComparison = z.infer<typeof itemComparison>;
export type ItemCompareCell = z.infer<typeof itemCompareCell>;
