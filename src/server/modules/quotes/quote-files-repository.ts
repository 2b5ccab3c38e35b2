import { count, eq } from 'drizzle-orm';
import type { DecodedFile } from '../../../shared/schemas/file-fields';
import type { Db } from '../../db/client';
import { type FileKind, storedFiles } from '../../db/schema/files';
import { quoteItems } from '../../db/schema/quote-items';
import { quoteMessages } from '../../db/schema/quote-messages';
import { quoteAttachments, quoteProposals } from '../../db/schema/quotes';
import { sha256Of } from '../../lib/file-digests';

export async function insertStoredFile(
  db: Db,
  kind: Extract<FileKind, 'attachment' | 'proposal' | 'message' | 'drawing'>,
  file: Pick<DecodedFile, 'name' | 'mime' | 'bytes'>,
): Promise<{ id: number; reqId: string }> {
  // The decoded bytes as they are, not a copy.
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const sha256 = await sha256Of(file.bytes);
  const [row] = await db
    .insert(storedFiles)
    .values({
      kind,
      name: file.name,
      mime: file.mime,
      size: bytes.length,
      bytes,
      sha256,
    })
    .returning({ id: storedFiles.id, reqId: storedFiles.reqId });
  return row;
}

export async function countAttachments(db: Db, quoteId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(quoteAttachments)
    .where(eq(quoteAttachments.quoteId, quoteId));
  return n;
}

export async function insertAttachments(
  db: Db,
  quoteId: number,
  files: readonly DecodedFile[],
): Promise<void> {
  for (const file of files) {
    const stored = await insertStoredFile(db, 'attachment', file);
    await db.insert(quoteAttachments).values({ quoteId, fileId: stored.id, name: file.name });
  }
}

export interface QuoteFileRow {
  name: string;
  mime: string;
  bytes: Buffer;
  /** Set when the file is an attachment of this quote, or the drawing of one of its items (0046). */
  attachmentQuoteId: number | null;
  /** Set when the file is a proposal: its quote and the company that sent it. */
  proposalQuoteId: number | null;
  proposalCompanyId: number | null;
  /** Set when the proposal came from an outside supplier: its invitation (decision 0047). */
  proposalOutsideId: number | null;
  /** Set when the file came with a message after the award: its quote and thread's company. */
  messageQuoteId: number | null;
  messageCompanyId: number | null;
  /** Set when the message is in an outside winner's thread: its invitation (decision 0050). */
  messageOutsideId: number | null;
}

/** A stored file of a quote (attachment, item drawing, proposal, message); other kinds are unknown. */
export async function findQuoteFile(db: Db, reqId: string): Promise<QuoteFileRow | undefined> {
  const [row] = await db
    .select({
      kind: storedFiles.kind,
      name: storedFiles.name,
      mime: storedFiles.mime,
      bytes: storedFiles.bytes,
      attachmentName: quoteAttachments.name,
      attachmentQuoteId: quoteAttachments.quoteId,
      drawingQuoteId: quoteItems.quoteId,
      proposalQuoteId: quoteProposals.quoteId,
      proposalCompanyId: quoteProposals.companyId,
      proposalOutsideId: quoteProposals.outsideId,
      messageQuoteId: quoteMessages.quoteId,
      messageCompanyId: quoteMessages.companyId,
      messageOutsideId: quoteMessages.outsideId,
    })
    .from(storedFiles)
    .leftJoin(quoteAttachments, eq(quoteAttachments.fileId, storedFiles.id))
    .leftJoin(quoteItems, eq(quoteItems.drawingFileId, storedFiles.id))
    .leftJoin(quoteProposals, eq(quoteProposals.fileId, storedFiles.id))
    .leftJoin(quoteMessages, eq(quoteMessages.fileId, storedFiles.id))
    .where(eq(storedFiles.reqId, reqId))
    .limit(1);
  if (!row || !['attachment', 'proposal', 'message', 'drawing'].includes(row.kind)) return undefined;
  return {
    name: row.attachmentName ?? row.name,
    mime: row.mime,
    bytes: row.bytes,
    // An item's drawing is read as an attachment is: by the owner and the recipient companies.
    attachmentQuoteId: row.attachmentQuoteId ?? row.drawingQuoteId,
    proposalQuoteId: row.proposalQuoteId,
    proposalCompanyId: row.proposalCompanyId,
    proposalOutsideId: row.proposalOutsideId,
    messageQuoteId: row.messageQuoteId,
    messageCompanyId: row.messageCompanyId,
    messageOutsideId: row.messageOutsideId,
  };
}
