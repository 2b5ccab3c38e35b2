import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { base64Length } from '../../../shared/rules/base64';
import { itemSheetBody, itemSheetResponse } from '../../../shared/schemas/quote-items';
import { readItemSheet, SHEET } from './item-sheet-reader';

/** Issue 34 item 1: reading a spreadsheet of items for the new quote form. */
export default async function quoteItemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/quotes/items_sheet', {
    config: { access: 'user' },
    bodyLimit: base64Length(SHEET.maxBytes) + 4096,
    schema: {
      tags: ['quotes'],
      summary:
        'Read a .xlsx (first sheet) or .csv of items (columns description, quantity, unit, specification, in that order or under a header naming them) into item values for POST /quotes/new, with each refused row in words; up to 1,000,000 bytes, 100 items. Nothing is stored. An unreadable file: VAL001 naming `file`',
      body: itemSheetBody,
      response: { 200: itemSheetResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await readItemSheet(request.body.file, request.lang),
    }),
  });
}
