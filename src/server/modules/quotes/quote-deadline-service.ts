import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import { formatDateTime } from '../../../shared/rules/date-time-format';
import type {
  DeclineReason,
  QuoteDeadlineBody,
  QuoteDeclineBody,
} from '../../../shared/schemas/quote-deadline';
import { catalogueChanged } from '../../db/catalogue-cache';
import { AppError } from '../../lib/app-error';
import { markRecipientAnswered, refreshQuoteRecipients } from '../responsiveness/responsiveness-service';
import { quoteOfOwner, quoteOfRecipient, requireOpen } from './quote-access';
import { hasDeclined, hasProposalFrom, insertDecline, setDeadline } from './quote-deadline-repository';
import { notice, type QuoteDeps } from './quote-notices';
import { iso } from './quote-presenter';
import { customerTarget } from './quote-targets-repository';
import type { QuoteRow } from './quotes-repository';

/* Issue 18 items 2 and 3: the response deadline and the decline to quote (decision 0020). */

/** No proposal or question once the deadline has passed: call inside the writing transaction. */
export function requireBeforeDeadline(quote: Pick<QuoteRow, 'deadline'>, now = new Date()): void {
  if (quote.deadline && quote.deadline.getTime() <= now.getTime()) throw new AppError('QDL001');
}

/** The sending company has not declined the quote: call inside the proposal's transaction. */
export async function requireNotDeclined(
  tx: QuoteDeps['db'],
  quoteId: number,
  companyId: number,
): Promise<void> {
  if (await hasDeclined(tx, quoteId, companyId)) throw new AppError('QDC003');
}

export function declineReasonDesc(lang: Lang, reason: DeclineReason): string {
  return translate(lang, `quote.declineReason.${reason}`);
}

/**
 * POST /quotes/deadline: the owner moves the deadline of an open quote later (QTE001 on a closed or
 * cancelled one, QDL002 for one not later than the current). A quote without one may get one.
 */
export async function extendDeadline(
  deps: QuoteDeps,
  customerId: number,
  body: QuoteDeadlineBody,
  lang: Lang,
) {
  const deadline = new Date(body.deadline);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    // The same lock as proposals: a proposal sees either the old deadline or the new one.
    const quote = await quoteOfOwner(tx, body.req_id, customerId, 'update');
    requireOpen(quote);
    if (quote.deadline && deadline.getTime() <= quote.deadline.getTime()) throw new AppError('QDL002');
    await setDeadline(tx, quote.id, deadline, now);
    // A request whose deadline had passed stops counting until the new one passes (decision 0021).
    await refreshQuoteRecipients(tx, quote.id, now);
  });
  catalogueChanged(deps.db);
  return {
    message: translate(lang, 'quote.deadlineExtended', { deadline: formatDateTime(deadline, lang) }),
    data: { deadline: iso(deadline) },
  };
}

/**
 * POST /quotes/decline: a recipient company will not quote. Once (QDC001), not after proposing
 * (QDC002), only on an open quote (QTE001) before its deadline (QDL001); the owner is told.
 */
export async function declineQuote(deps: QuoteDeps, customerId: number, body: QuoteDeclineBody, lang: Lang) {
  const { createdAt, companyName, firstAnswer } = await deps.db.transaction(async (tx) => {
    // Locked like a proposal, so a send and a decline of the same company cannot both pass.
    const { quote, company } = await quoteOfRecipient(tx, body.req_id, customerId, 'update');
    requireOpen(quote);
    // Past the deadline nothing is asked of the company any more: a decline would be no answer.
    requireBeforeDeadline(quote);
    if (await hasProposalFrom(tx, quote.id, company.companyId)) throw new AppError('QDC002');
    const row = await insertDecline(tx, {
      quoteId: quote.id,
      companyId: company.companyId,
      reason: body.reason,
      note: body.note,
    });
    if (!row) throw new AppError('QDC001');
    // A decline is an answer: it counts for the company's responsiveness (decision 0021).
    const firstAnswer = await markRecipientAnswered(tx, quote.id, company.companyId, row.createdAt);
    const owner = await customerTarget(tx, quote.customerId);
    if (owner) {
      await notice(
        tx,
        owner,
        'quoteDeclined',
        { title: quote.title, company: company.companyName },
        { publicUrl: deps.config.publicUrl, link: quoteLink(quote.reqId, 'customer') },
      );
    }
    return { createdAt: row.createdAt, companyName: company.companyName, firstAnswer };
  });
  // The public figures changed: the catalogue's cached cards and pages show them.
  if (firstAnswer) catalogueChanged(deps.db);
  return {
    message: translate(lang, 'quote.declined'),
    decline: {
      companyName,
      reason: body.reason,
      reasonDesc: declineReasonDesc(lang, body.reason),
      note: body.note,
      date: iso(createdAt),
    },
  };
}
