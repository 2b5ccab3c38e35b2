import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/files';
import { quoteItems } from '../../db/schema/quote-items';

/* An item's drawing or datasheet (issue 34 item 1, decision 0046). */

/** The item `itemReqId` of quote `quoteId`, locked for the change; undefined for any other. */
export async function lockItemOfQuote(
  tx: Db,
  quoteId: number,
  itemReqId: string,
): Promise<{ id: number; drawingFileId: number | null } | undefined> {
  const [row] = await tx
    .select({ id: quoteItems.id, drawingFileId: quoteItems.drawingFileId })
    .from(quoteItems)
    .where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.reqId, itemReqId)))
    .for('update');
  return row;
}

/** Points the item at its new drawing (or none) and deletes the file it replaces. */
export async function setItemDrawing(
  tx: Db,
  itemId: number,
  fileId: number | null,
  replacedFileId: number | null,
): Promise<void> {
  await tx.update(quoteItems).set({ drawingFileId: fileId }).where(eq(quoteItems.id, itemId));
  if (replacedFileId !== null) {
    await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.id, replacedFileId), eq(storedFiles.kind, 'drawing')));
  }
}
