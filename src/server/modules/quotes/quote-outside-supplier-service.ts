import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import type {
  OutsideProposalBody,
  OutsideQuestionBody,
  OutsideQuote,
} from '../../../shared/schemas/quote-outside';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecret } from '../../lib/ids';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { requireOpen } from './quote-access';
import { requireBeforeDeadline } from './quote-deadline-service';
import { findQuoteFile } from './quote-files-repository';
import { attachmentsOf, categoryNameOf, proposalsOf, questionsOf } from './quote-info-repository';
import { linesByProposal, presentItem } from './quote-items-presenter';
import { itemsOf, linesOf } from './quote-items-repository';
import { notice, type QuoteDeps } from './quote-notices';
import { linkedCompanyName } from './quote-outside-link-repository';
import { contactForWinner } from './quote-outside-outcome';
import { type InviteRow, inviteByTokenHash } from './quote-outside-repository';
import { iso, presentProposals, presentQuestion } from './quote-presenter';
import { sentRecently } from './quote-proposals-repository';
import { storeProposal } from './quote-proposals-service';
import { insertQuestion } from './quote-questions-repository';
import { customerTarget } from './quote-targets-repository';
import { statusDesc } from './quote-texts';
import { outsideThreadOf } from './quote-thread-service';
import { findQuote, type QuoteRow } from './quotes-repository';

/*
 * What an outside supplier does through its invitation's link (issue 34 item 7, decision 0045):
 * the token is the only key, and it names one invitation of one quote, so no call here can reach
 * another quote. Every call counts against the client address (LIMITS.outsideLinkAddress); an
 * unknown, revoked or expired token is QOS001, whatever the call.
 */

/** The live invitation `token` names and its quote; counts the call against the client address. */
export async function inviteOf(
  db: Db,
  token: string,
  ip: string,
  now: Date,
): Promise<{ invite: InviteRow; quote: QuoteRow }> {
  await consumeAttempt(db, limitKey('outside-link:address', ip), LIMITS.outsideLinkAddress, now);
  const invite = await inviteByTokenHash(db, hashSecret(token));
  // Linked to the company that listed with this address (decision 0048): it goes on there.
  if (invite?.linkedAt) {
    throw new AppError('QOS007', { company: (await linkedCompanyName(db, invite.companyId)) ?? '' });
  }
  if (!invite || invite.revokedAt !== null || invite.expiresAt <= now) throw new AppError('QOS001');
  const quote = await findQuote(db, { id: invite.quoteId });
  if (!quote) throw new AppError('QOS001');
  return { invite, quote };
}

export const supplierName = (invite: InviteRow) => invite.name ?? invite.email;

/** POST /quotes/outside/read: the request, its files, and what this supplier asked and sent. */
export async function readOutside(
  db: Db,
  token: string,
  lang: Lang,
  ip: string,
  now = new Date(),
): Promise<OutsideQuote> {
  const { invite, quote } = await inviteOf(db, token, ip, now);
  const mine = { outsideId: invite.id };
  const [categoryName, items, attachments, questions, proposals] = await Promise.all([
    categoryNameOf(db, quote.categoryId, lang),
    itemsOf(db, quote.id),
    attachmentsOf(db, quote.id),
    questionsOf(db, quote.id, mine),
    proposalsOf(db, quote.id, mine),
  ]);
  const lines =
    items.length > 0
      ? linesByProposal(
          items,
          await linesOf(
            db,
            proposals.map((p) => p.id),
          ),
        )
      : new Map();
  const beforeDeadline = quote.deadline === null || quote.deadline > now;
  const customerContact = await contactForWinner(db, quote.customerId, proposals);
  const thread = await outsideThreadOf(db, quote, invite.id);
  return {
    title: quote.title,
    description: quote.description,
    categoryName,
    dateOpen: iso(quote.dateOpen),
    deadline: quote.deadline ? iso(quote.deadline) : null,
    status: quote.status,
    statusDesc: statusDesc(lang, quote.status),
    round: quote.round,
    canSend: quote.status === 'a' && beforeDeadline && (quote.round === 1 || proposals.length > 0),
    items: items.map(presentItem),
    attachments,
    questions: questions.map((q) => presentQuestion(q, lang)),
    // The company's view: its proposals' ids cannot rate or choose anything.
    proposals: presentProposals(proposals, 'company', lang, lines),
    invite: { email: invite.email, name: invite.name, expiresAt: iso(invite.expiresAt) },
    ...(customerContact ? { customerContact } : {}),
    ...(thread ? { thread } : {}),
  };
}

/** POST /quotes/outside/question: while the quote is open and before its deadline; the owner is told. */
export async function askOutside(deps: QuoteDeps, body: OutsideQuestionBody, lang: Lang, ip: string) {
  const { invite } = await inviteOf(deps.db, body.token, ip, new Date());
  const question = await deps.db.transaction(async (tx) => {
    // A shared lock, as for a company's question: not across a cancel or a choice.
    const quote = await findQuote(tx, { id: invite.quoteId }, 'share');
    if (!quote) throw new AppError('QOS001');
    requireOpen(quote);
    requireBeforeDeadline(quote);
    const question = await insertQuestion(tx, {
      quoteId: quote.id,
      companyId: null,
      outsideId: invite.id,
      question: body.question,
    });
    const owner = await customerTarget(tx, quote.customerId);
    if (owner) {
      await notice(
        tx,
        owner,
        'questionAsked',
        { title: quote.title, company: supplierName(invite) },
        { publicUrl: deps.config.publicUrl, link: quoteLink(quote.reqId, 'customer') },
      );
    }
    return question;
  });
  return {
    message: translate(lang, 'quote.questionSent'),
    question: {
      reqId: question.reqId,
      question: question.question,
      dateQuestion: iso(question.dateQuestion),
    },
  };
}

/**
 * POST /quotes/outside/proposal: the fields and rules of POST /quotes/proposal_send (line prices,
 * taxes, freight, terms; at most one per 60 s, QTE003; in a revision round only if it proposed
 * before, QRV003), under the quote's row lock like a company's, so a burst sends one.
 */
export async function proposeOutside(deps: QuoteDeps, body: OutsideProposalBody, lang: Lang, ip: string) {
  const { invite } = await inviteOf(deps.db, body.token, ip, new Date());
  const { proposal, mail } = await deps.db.transaction(async (tx) => {
    const quote = await findQuote(tx, { id: invite.quoteId }, 'update');
    if (!quote) throw new AppError('QOS001');
    requireOpen(quote);
    requireBeforeDeadline(quote);
    const earlier = await proposalsOf(tx, quote.id, { outsideId: invite.id });
    if (quote.round > 1 && earlier.length === 0) throw new AppError('QRV003');
    if (await sentRecently(tx, quote.id, { outsideId: invite.id })) throw new AppError('QTE003');
    const { proposal } = await storeProposal(
      tx,
      quote,
      { companyId: null, outsideId: invite.id },
      body,
      lang,
    );
    const owner = await customerTarget(tx, quote.customerId);
    const mail = owner
      ? await notice(
          tx,
          owner,
          'proposalReceived',
          { title: quote.title, company: supplierName(invite) },
          { publicUrl: deps.config.publicUrl, mail: true, link: quoteLink(quote.reqId, 'customer') },
        )
      : null;
    return { proposal, mail };
  });
  await deps.mailer.sendAfterCommit([mail], 'quote mail not sent');
  return { message: translate(lang, 'quote.proposalSent'), date: iso(proposal.createdAt) };
}

/**
 * POST /quotes/outside/file: an attachment of the invitation's quote, the PDF of a proposal sent
 * through this invitation (decision 0047; as a company downloads its own), or a file of its thread
 * (decision 0050); any other file is NFD001.
 */
export async function outsideFile(db: Db, token: string, fileReqId: string, ip: string) {
  const { invite, quote } = await inviteOf(db, token, ip, new Date());
  const file = await findQuoteFile(db, fileReqId);
  const allowed =
    file !== undefined &&
    (file.attachmentQuoteId === quote.id ||
      (file.proposalQuoteId === quote.id && file.proposalOutsideId === invite.id) ||
      // A file of its own thread with the buyer (decision 0050).
      (file.messageQuoteId === quote.id && file.messageOutsideId === invite.id));
  if (!file || !allowed) throw new AppError('NFD001');
  return { name: file.name, mime: file.mime, content: file.bytes.toString('base64') };
}
