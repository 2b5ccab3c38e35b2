import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import type { OutsideThreadSendBody } from '../../../shared/schemas/quote-outside';
import { AppError } from '../../lib/app-error';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { insertStoredFile } from './quote-files-repository';
import { notice, type QuoteDeps } from './quote-notices';
import { inviteOf, supplierName } from './quote-outside-supplier-service';
import { customerTarget } from './quote-targets-repository';
import { insertMessage, threadsClosedAt } from './quote-thread-repository';
import { isOutsideWinner, messageExcerpt, sentMessage } from './quote-thread-service';
import { findQuote } from './quotes-repository';

/*
 * Issue 34 item 8 for a supplier outside the catalogue (decision 0050): an outside winner's thread
 * with the buyer, read and written through its invitation's link, under the rules of decision 0041
 * (text and one file, until the buyer closes the quote's threads). The token names one invitation
 * of one quote, so nothing here reaches another quote; a supplier that did not win gets NFD001.
 */

/**
 * POST /quotes/outside/thread_send: an outside winner writes to the buyer on a concluded quote
 * (QTE001 before the award), not after the buyer closed the threads (QTH001). The buyer is notified
 * and e-mailed in its language. Limited per invitation like a company's writer (threadMessageUser).
 */
export async function sendOutsideMessage(
  deps: QuoteDeps,
  body: OutsideThreadSendBody,
  lang: Lang,
  ip: string,
) {
  const { invite } = await inviteOf(deps.db, body.token, ip, new Date());
  await consumeAttempt(deps.db, limitKey('thread:outside', invite.id), LIMITS.threadMessageUser);
  const { message, mail } = await deps.db.transaction(async (tx) => {
    // The share lock of a company's message: never past the buyer's close.
    const quote = await findQuote(tx, { id: invite.quoteId }, 'share');
    if (!quote) throw new AppError('QOS001');
    if (quote.status !== 'c') throw new AppError('QTE001');
    if (!(await isOutsideWinner(tx, quote.id, invite.id))) throw new AppError('NFD001');
    if ((await threadsClosedAt(tx, quote.id)) !== null) throw new AppError('QTH001');
    const file = body.file ? await insertStoredFile(tx, 'message', body.file) : null;
    const row = await insertMessage(tx, {
      quoteId: quote.id,
      companyId: null,
      outsideId: invite.id,
      fromBuyer: false,
      authorId: null,
      text: body.text,
      fileId: file?.id ?? null,
    });
    const owner = await customerTarget(tx, quote.customerId);
    const excerpt = messageExcerpt(body.text);
    const mail = owner
      ? await notice(
          tx,
          owner,
          'threadMessage',
          { title: quote.title, company: supplierName(invite), text: excerpt },
          { publicUrl: deps.config.publicUrl, mail: true, link: quoteLink(quote.reqId, 'customer') },
        )
      : null;
    const message = sentMessage(row, 'supplier', body, file);
    return { message, mail };
  });
  await deps.mailer.sendAfterCommit([mail], 'quote mail not sent');
  return { message: translate(lang, 'quote.messageSent'), data: message };
}
