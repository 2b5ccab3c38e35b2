import type { Lang } from '../../../shared/lang';
import { FILES } from '../../../shared/limits';
import { translate } from '../../../shared/messages/translate';
import type { QuoteUpdateBody } from '../../../shared/schemas/quote';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mail-template';
import { refreshQuoteRecipients } from '../responsiveness/responsiveness-service';
import { quoteOfOwner, requireOpen } from './quote-access';
import { countAttachments, insertAttachments } from './quote-files-repository';
import type { QuoteDeps } from './quote-notices';
import { tellCancelled } from './quote-outcome-notices';
import { statusDesc } from './quote-texts';
import { setQuote } from './quotes-repository';

/** PUT /quotes/update: a new description and more attachments (6 in all), while open. */
export async function updateQuote(
  deps: QuoteDeps,
  customerId: number,
  body: QuoteUpdateBody,
  lang: Lang,
): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    // Locked, so two updates at once cannot both pass the attachment count.
    const quote = await quoteOfOwner(tx, body.req_id, customerId, 'update');
    requireOpen(quote);
    const stored = await countAttachments(tx, quote.id);
    if (stored + body.attachments.length > FILES.attachmentsPerQuote) {
      const params = { count: FILES.attachmentsPerQuote };
      throw new AppError('FIL001', params, { attachments: 'v.fileCount' }, 'v.fileCount');
    }
    await setQuote(tx, quote.id, { description: body.description, dateUpdate: new Date() });
    await insertAttachments(tx, quote.id, body.attachments);
  });
  return { message: translate(lang, 'quote.updated') };
}

/** DELETE /quotes/cancel: only from open; the recipients are told. */
export async function cancelQuote(deps: QuoteDeps, customerId: number, reqId: string, lang: Lang) {
  const dateClose = new Date();
  const mails = await deps.db.transaction(async (tx) => {
    // The same lock as choosing a proposal: a quote is never both concluded and cancelled.
    const quote = await quoteOfOwner(tx, reqId, customerId, 'update');
    requireOpen(quote);
    return closeAsCancelled(tx, quote, dateClose, deps.config.publicUrl);
  });
  // The recipients' responsiveness is on their public cards and pages.
  catalogueChanged(deps.db);
  await deps.mailer.sendAfterCommit(mails, 'quote mail not sent');
  return { status: 'x' as const, statusDesc: statusDesc(lang, 'x'), dateClose: dateClose.toISOString() };
}

/**
 * Cancels a quote the caller has locked and tells its recipient companies (notification, and the
 * e-mail answered for sending after the commit): a cancel by the customer and the cancel of open
 * quotes when an account is deleted (privacy/deletion-service).
 */
export async function closeAsCancelled(
  tx: Db,
  quote: { id: number; reqId: string; title: string },
  dateClose: Date,
  publicUrl: string,
): Promise<(MailMessage | null)[]> {
  await setQuote(tx, quote.id, { status: 'x', dateClose });
  // Closed, the request counts for its recipients unless it came too soon to answer (decision 0021).
  await refreshQuoteRecipients(tx, quote.id, dateClose);
  return tellCancelled(tx, quote, publicUrl);
}
