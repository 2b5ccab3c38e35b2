import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import { formatDateTime } from '../../../shared/rules/date-time-format';
import { QUOTE_ROUNDS_MAX, type QuoteRevisionBody } from '../../../shared/schemas/quote-round';
import { catalogueChanged } from '../../db/catalogue-cache';
import { AppError } from '../../lib/app-error';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';
import { refreshQuoteRecipients } from '../responsiveness/responsiveness-service';
import { quoteOfOwner, requireOpen } from './quote-access';
import { hasProposalFrom, setDeadline } from './quote-deadline-repository';
import { notice, type QuoteDeps } from './quote-notices';
import { outsideRevisionMail } from './quote-outside-mails';
import { proposingInvites } from './quote-outside-repository';
import { iso } from './quote-presenter';
import { proposersOf, type RoundRow, startRound } from './quote-round-repository';
import { companyTargets } from './quote-targets-repository';
import type { QuoteRow } from './quotes-repository';

/*
 * Issue 34 item 6, a second round (decision 0040): before choosing, the owner asks every supplier
 * that proposed for a revised offer by a new deadline. The round's deadline becomes the quote's, so
 * the deadline rules hold as they are; in a revision round only those who proposed may send, and
 * each new proposal records its round: the comparison shows each supplier's latest, the history all.
 */

/** In a revision round, only a company that proposed before may send (QRV003): inside the send's lock. */
export async function requireInRound(
  tx: QuoteDeps['db'],
  quote: Pick<QuoteRow, 'id' | 'round'>,
  companyId: number,
): Promise<void> {
  if (quote.round > 1 && !(await hasProposalFrom(tx, quote.id, companyId))) throw new AppError('QRV003');
}

export function presentRound(row: RoundRow) {
  return { round: row.round, deadline: iso(row.deadline), note: row.note, date: iso(row.createdAt) };
}

/**
 * POST /quotes/revision_request: the owner of an open quote (QTE001 once concluded or cancelled)
 * with at least one proposal (QRV001) starts the next round (at most QUOTE_ROUNDS_MAX in all:
 * QRV002). Every company that proposed is told, by notification and e-mail in its own language,
 * with the new deadline and the owner's note; every outside supplier that proposed, by e-mail in
 * its invitation's language.
 */
export async function requestRevision(
  deps: QuoteDeps,
  customerId: number,
  body: QuoteRevisionBody,
  lang: Lang,
) {
  const deadline = new Date(body.deadline);
  const now = new Date();
  const { round, mails } = await deps.db.transaction(async (tx) => {
    // The lock of proposals and choices: a send sees the old round or the new one, never half.
    const quote = await quoteOfOwner(tx, body.req_id, customerId, 'update');
    requireOpen(quote);
    if (quote.round >= QUOTE_ROUNDS_MAX) throw new AppError('QRV002');
    const proposers = await proposersOf(tx, quote.id);
    // Outside suppliers who proposed (decision 0045) count too, and are told unless their link ended.
    const outsiders = await proposingInvites(tx, quote.id, []);
    if (proposers.length === 0 && outsiders.length === 0) throw new AppError('QRV001');
    const round = await startRound(tx, {
      quoteId: quote.id,
      round: quote.round + 1,
      deadline,
      note: body.note,
    });
    await setDeadline(tx, quote.id, deadline, now);
    await refreshQuoteRecipients(tx, quote.id, now);
    const link = quoteLink(quote.reqId, 'company');
    const url = `${deps.config.publicUrl}${link}`;
    const mails: MailMessage[] = [];
    for (const target of (await companyTargets(tx, proposers)).values()) {
      await notice(
        tx,
        target,
        'revisionRequested',
        { title: quote.title },
        { publicUrl: deps.config.publicUrl, link },
      );
      const params = {
        title: quote.title,
        deadline: formatDateTime(deadline, target.lang),
        note: body.note ?? '',
      };
      const paragraphs = body.note ? ['body', 'note', 'how'] : ['body', 'how'];
      mails.push({
        to: target.email,
        ...renderMail(catalogueMail(target.lang, 'revisionRequested', paragraphs, params, url)),
      });
    }
    for (const invite of outsiders) {
      if (invite.revokedAt !== null || new Date(invite.expiresAt) <= now) continue;
      mails.push(outsideRevisionMail(invite, { title: quote.title, deadline, note: body.note }));
    }
    return { round, mails };
  });
  // The quote left the companies' "to answer" lists and their responsiveness counts (decision 0021).
  catalogueChanged(deps.db);
  await deps.mailer.sendAfterCommit(mails, 'quote mail not sent');
  return {
    message: translate(lang, 'quote.revisionRequested', {
      count: mails.length,
      deadline: formatDateTime(deadline, lang),
    }),
    data: { round: presentRound(round), suppliers: mails.length },
  };
}
