import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { ItemDrawingRemoveBody, ItemDrawingValues } from '../../../shared/schemas/quote-item-drawing';
import type { ItemDrawing } from '../../../shared/schemas/quote-items';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { quoteOfOwner, requireOpen } from './quote-access';
import { lockItemOfQuote, setItemDrawing } from './quote-drawings-repository';
import { insertStoredFile } from './quote-files-repository';
import { presentDrawing } from './quote-items-presenter';
import { setQuote } from './quotes-repository';

/*
 * Issue 34 item 1, decision 0046: the buyer attaches a drawing or datasheet to an item of their
 * quote, replaces it or removes it, while the quote is open (as PUT /quotes/update edits it).
 * Another person's quote, or an item of another quote: NFD001, as for an id that does not exist.
 */

async function lockedItem(tx: Db, customerId: number, quoteReqId: string, itemReqId: string) {
  // The quote locked as an update locks it: no change passes a cancel or an award.
  const quote = await quoteOfOwner(tx, quoteReqId, customerId, 'update');
  const item = await lockItemOfQuote(tx, quote.id, itemReqId);
  if (!item) throw new AppError('NFD001');
  requireOpen(quote);
  return { quote, item };
}

/** POST /quotes/item_drawing: stores the file and answers the item's drawing as the views show it. */
export async function attachItemDrawing(
  db: Db,
  customerId: number,
  body: ItemDrawingValues,
  lang: Lang,
): Promise<{ drawing: ItemDrawing; message: string }> {
  const drawing = await db.transaction(async (tx) => {
    const { quote, item } = await lockedItem(tx, customerId, body.req_id, body.item);
    const stored = await insertStoredFile(tx, 'drawing', body.file);
    await setItemDrawing(tx, item.id, stored.id, item.drawingFileId);
    await setQuote(tx, quote.id, { dateUpdate: new Date() });
    return presentDrawing({
      name: body.file.name,
      size: body.file.bytes.length,
      mime: body.file.mime,
      reqId: stored.reqId,
    });
  });
  return { drawing, message: translate(lang, 'quote.drawingAttached') };
}

/** POST /quotes/item_drawing_remove: the item keeps no drawing; the file is deleted. */
export async function removeItemDrawing(
  db: Db,
  customerId: number,
  body: ItemDrawingRemoveBody,
  lang: Lang,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const { quote, item } = await lockedItem(tx, customerId, body.req_id, body.item);
    if (item.drawingFileId === null) return;
    await setItemDrawing(tx, item.id, null, item.drawingFileId);
    await setQuote(tx, quote.id, { dateUpdate: new Date() });
  });
  return { message: translate(lang, 'quote.drawingRemoved') };
}
