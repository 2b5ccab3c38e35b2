import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILES } from '../../../shared/limits';
import { base64Length } from '../../../shared/rules/base64';
import { messageResponse } from '../../../shared/schemas/envelope';
import {
  itemDrawingBody,
  itemDrawingRemoveBody,
  itemDrawingResponse,
} from '../../../shared/schemas/quote-item-drawing';
import { itemSheetBody, itemSheetResponse } from '../../../shared/schemas/quote-items';
import { userIdOf } from '../../plugins/session';
import { readItemSheet, SHEET } from './item-sheet-reader';
import { attachItemDrawing, removeItemDrawing } from './quote-drawings-service';

/** Issue 34 item 1: reading a spreadsheet of items for the new quote form; an item's drawing. */
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

  r.post('/quotes/item_drawing', {
    config: { access: 'user' },
    bodyLimit: base64Length(FILES.attachmentBytes) + 64 * 1024,
    schema: {
      tags: ['quotes'],
      summary:
        "Attach a drawing or datasheet to an item of the caller's open quote (`req_id`, `item`: the item's reqId), replacing the one it had (decision 0046). `file`: { name, content } in base64, up to 3,072,000 bytes, a PDF, DXF, STEP, PNG, JPEG or WebP by its content (anything else: VAL001 naming the file); a name without an extension gets its kind's. The owner and the recipient companies read it with GET /quotes/file/{reqId}. Another person's quote or item: NFD001; a quote no longer open: QTE001",
      body: itemDrawingBody,
      response: { 200: itemDrawingResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await attachItemDrawing(app.db, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/quotes/item_drawing_remove', {
    config: { access: 'user' },
    schema: {
      tags: ['quotes'],
      summary:
        "Remove an item's drawing from the caller's open quote (`req_id`, `item`); the file is deleted. An item without one: the same answer. Another person's quote or item: NFD001; a quote no longer open: QTE001",
      body: itemDrawingRemoveBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await removeItemDrawing(app.db, userIdOf(request), request.body, request.lang)),
    }),
  });
}
