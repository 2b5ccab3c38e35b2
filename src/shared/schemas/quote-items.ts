import { z } from 'zod';
import { DRAWING_KINDS } from '../rules/files';
import { QUANTITY_SCALE } from '../rules/quote-totals';
import { optionalText, requiredText, typeError } from './common';
import { ok } from './envelope';

/*
 * Items of a quote request (issue 34 item 1): optional, so a request without items is today's.
 * Units are codes on the wire; their labels are in fields.json (field.unit.<code>) in both languages.
 */

export const QUOTE_UNITS = ['un', 'pc', 'kg', 't', 'm', 'm2', 'm3', 'l', 'h', 'servico', 'conjunto'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

export const ITEMS = {
  max: 100,
  descriptionChars: 250,
  specificationChars: 1000,
  quantityMax: 1_000_000,
} as const;

/** Three decimals at most: 1,5 kg and 0,125 t are quantities; 0,0001 is not. */
export const hasThreeDecimals = (value: number) =>
  Math.abs(value * QUANTITY_SCALE - Math.round(value * QUANTITY_SCALE)) < 1e-6;

export const quantityField = z
  .number({ error: typeError('v.number') })
  .gt(0, { error: 'v.quantityPositive' })
  .max(ITEMS.quantityMax, { error: 'v.maxValue' })
  .refine(hasThreeDecimals, { error: 'v.quantityDecimals' });

export const quoteItemInput = z.object({
  description: requiredText(ITEMS.descriptionChars).describe('What is asked for, up to 250 characters'),
  quantity: quantityField.describe('How many, above 0, up to 1000000, three decimals at most'),
  unit: z.enum(QUOTE_UNITS, { error: typeError('v.unit') }).describe(`One of ${QUOTE_UNITS.join(', ')}`),
  specification: optionalText(ITEMS.specificationChars).describe('Optional. Up to 1000 characters'),
});
export type QuoteItemInput = z.input<typeof quoteItemInput>;
export type QuoteItemValues = z.output<typeof quoteItemInput>;

/** POST /quotes/new's optional `items`; null or left out: none. */
export const quoteItemsField = z
  .array(quoteItemInput, { error: typeError() })
  .max(ITEMS.max, { error: 'v.itemCount' })
  .nullish()
  .transform((list) => list ?? [])
  .describe('Optional. Up to 100 items: description, quantity, unit, specification');

/** An item's drawing or datasheet as answered (issue 34 item 1, decision 0046). */
export const itemDrawing = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number(),
  /** The kind its content showed: pdf, dxf, step, png, jpg or webp. */
  type: z.enum(DRAWING_KINDS),
  /** Stored file reqId for GET /quotes/file/{reqId}, like an attachment's. */
  reqId: z.string(),
  /** The call that downloads it: `/app/quotes/file/{reqId}`. */
  path: z.string(),
});
export type ItemDrawing = z.infer<typeof itemDrawing>;

/** An item as answered; `reqId` is what a proposal's line names. */
export const quoteItem = z.object({
  reqId: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(QUOTE_UNITS),
  specification: z.string().nullable(),
  /** Only when the buyer attached one (POST /quotes/item_drawing). */
  drawing: itemDrawing.optional(),
});
export type QuoteItem = z.infer<typeof quoteItem>;

/** POST /quotes/items_sheet: a .xlsx or .csv file of items, as base64 without a data: prefix. */
export const itemSheetBody = z.object({
  file: z.object(
    {
      name: requiredText(200),
      content: z.string({ error: typeError() }).min(1, { error: 'v.required' }),
    },
    { error: typeError() },
  ),
});
export type ItemSheetBody = z.infer<typeof itemSheetBody>;

/** The rows read (as the form's item values) and each refused row in words. */
export const itemSheetData = z.object({
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unit: z.enum(QUOTE_UNITS),
      specification: z.string().nullable(),
    }),
  ),
  problems: z.array(z.string()),
});
export const itemSheetResponse = ok({ data: itemSheetData });
