import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findQuoteFile } from './quote-files-repository';
import { companyOfOwner, findQuote, isRecipient } from './quotes-repository';

// reqIds are base64url (lib/ids.ts); anything else cannot name a file, so skip the query.
const REQ_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /quotes/file/{reqId}: an attachment for the quote's owner and recipient companies; a proposal
 * for the owner and the company that sent it. Anyone else: NFD001, as for an unknown id.
 */
export async function quoteFile(
  db: Db,
  reqId: string,
  customerId: number,
): Promise<{ name: string; mime: string; content: string }> {
  const file = REQ_ID.test(reqId) ? await findQuoteFile(db, reqId) : undefined;
  const quoteId = file?.attachmentQuoteId ?? file?.proposalQuoteId ?? file?.messageQuoteId;
  const quote = file && quoteId ? await findQuote(db, { id: quoteId }) : undefined;
  if (!file || !quote) throw new AppError('NFD001');
  if (quote.customerId !== customerId) {
    const company = await companyOfOwner(db, customerId);
    const allowed =
      company !== undefined &&
      (file.attachmentQuoteId !== null
        ? await isRecipient(db, quote.id, company.id)
        : (file.proposalCompanyId ?? file.messageCompanyId) === company.id);
    if (!allowed) throw new AppError('NFD001');
  }
  return { name: file.name, mime: file.mime, content: file.bytes.toString('base64') };
}
