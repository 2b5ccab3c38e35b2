import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import type { QuoteThread, ThreadMessage, ThreadSendBody } from '../../../shared/schemas/quote-thread';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { insertStoredFile } from './quote-files-repository';
import { notice, type QuoteDeps } from './quote-notices';
import { outsideThreadMail } from './quote-outside-mails';
import { inviteByReqId } from './quote-outside-repository';
import { iso } from './quote-presenter';
import { companyTargets, customerTarget } from './quote-targets-repository';
import {
  type AwardedCompany,
  awardedCompanies,
  awardedOutside,
  closeThreads as closeThreadsRow,
  insertMessage,
  type MessageRow,
  messagesOf,
  threadsClosedAt,
} from './quote-thread-repository';
import { companyOfOwner, findQuote, type QuoteRow, type RowLock } from './quotes-repository';

/*
 * Issue 34 item 8, after the award (decision 0041): one thread between the buyer and each awarded
 * supplier of a concluded quote. The buyer reads and writes every thread, an awarded supplier its
 * own; anyone else (another recipient, a supplier not chosen) gets NFD001, as for a quote that does
 * not exist. Once the buyer closes them, the threads are read only.
 */

interface Viewer {
  quote: QuoteRow;
  /** The buyer sees every awarded company; a supplier only its own. */
  companies: AwardedCompany[];
  buyer: boolean;
}

async function viewerOf(db: Db, reqId: string, customerId: number, lock?: RowLock): Promise<Viewer> {
  const quote = await findQuote(db, { reqId }, lock);
  if (!quote) throw new AppError('NFD001');
  const awarded = await awardedCompanies(db, quote.id);
  if (quote.customerId === customerId)
    return { quote, companies: [...awarded, ...(await awardedOutside(db, quote.id))], buyer: true };
  const company = await companyOfOwner(db, customerId);
  const own = awarded.filter((c) => c.id === company?.id);
  if (own.length === 0) throw new AppError('NFD001');
  return { quote, companies: own, buyer: false };
}

/** The part of a message a notice and an e-mail quote: its first 500 characters, never half of one. */
export function messageExcerpt(text: string): string {
  const chars = Array.from(text);
  return chars.length > 500 ? `${chars.slice(0, 500).join('')}…` : text;
}

/** The message just written, as the sender's answer carries it. */
export function sentMessage(
  row: { reqId: string; createdAt: Date },
  from: ThreadMessage['from'],
  body: { text: string; file?: { name: string } | null },
  file: { reqId: string } | null,
): ThreadMessage {
  return {
    reqId: row.reqId,
    from,
    text: body.text,
    file: file && body.file ? { reqId: file.reqId, name: body.file.name } : null,
    date: iso(row.createdAt),
  };
}

export function presentMessage(row: MessageRow): ThreadMessage {
  return {
    reqId: row.reqId,
    from: row.fromBuyer ? 'buyer' : 'supplier',
    text: row.text,
    file: row.fileReqId ? { reqId: row.fileReqId, name: row.fileName ?? '' } : null,
    date: iso(row.createdAt),
  };
}

/** POST /quotes/threads: the threads the caller may read, with whether the buyer closed them. */
export async function threadsOf(db: Db, reqId: string, customerId: number) {
  const { quote, companies } = await viewerOf(db, reqId, customerId);
  return threadsWith(db, quote, companies);
}

/**
 * The threads of a quote's view (and so of the LGPD export): the owner's every thread, a recipient
 * company's own if it was awarded; nothing before the award.
 */
export async function viewThreads(db: Db, quote: QuoteRow, companyId?: number) {
  if (quote.status !== 'c') return undefined;
  const awarded = await awardedCompanies(db, quote.id);
  const companies =
    companyId === undefined
      ? [...awarded, ...(await awardedOutside(db, quote.id))]
      : awarded.filter((c) => c.id === companyId);
  return companies.length === 0 ? undefined : threadsWith(db, quote, companies);
}

async function threadsWith(db: Db, quote: QuoteRow, companies: AwardedCompany[]) {
  const ids = (outside: boolean) =>
    companies.filter((c) => (c.outside === true) === outside).map((c) => c.id);
  const rows = await messagesOf(db, quote.id, ids(false), ids(true));
  const threads: QuoteThread[] = companies.map((c) => ({
    company: { reqId: c.reqId, name: c.name },
    ...(c.outside ? { outside: true as const } : {}),
    messages: rows
      .filter((row) => (c.outside ? row.outsideId === c.id : row.companyId === c.id))
      .map(presentMessage),
  }));
  return { closed: (await threadsClosedAt(db, quote.id)) !== null, threads };
}

export async function isOutsideWinner(db: Db, quoteId: number, inviteId: number): Promise<boolean> {
  return (await awardedOutside(db, quoteId)).some((row) => row.id === inviteId);
}

/** Decision 0050, an outside winner's thread on its link's page: only a winner's, once the quote is concluded; else undefined. */
export async function outsideThreadOf(db: Db, quote: QuoteRow, inviteId: number) {
  if (quote.status !== 'c' || !(await isOutsideWinner(db, quote.id, inviteId))) return undefined;
  const rows = await messagesOf(db, quote.id, [], [inviteId]);
  return { closed: (await threadsClosedAt(db, quote.id)) !== null, messages: rows.map(presentMessage) };
}

/**
 * POST /quotes/thread_send: a message (and a file) in a thread of a concluded quote (QTE001 before
 * the award) not yet closed (QTH001); the buyer names the supplier's thread with `company`. The
 * other side is notified and e-mailed in its language. Limited per sender (LIMITS.threadMessageUser).
 */
export async function sendMessage(deps: QuoteDeps, customerId: number, body: ThreadSendBody, lang: Lang) {
  await consumeAttempt(deps.db, limitKey('thread:user', customerId), LIMITS.threadMessageUser);
  const { message, mail } = await deps.db.transaction(async (tx) => {
    // A share lock on the quote: a message and the buyer's closing never pass each other.
    const viewer = await viewerOf(tx, body.req_id, customerId, 'share');
    const { quote, buyer } = viewer;
    if (quote.status !== 'c') throw new AppError('QTE001');
    // The buyer has a thread with each awarded supplier: a message that names none says so.
    if (buyer && body.company === undefined)
      throw new AppError('VAL001', {}, { company: 'v.threadSupplier' }, 'v.threadSupplier');
    const company = buyer
      ? viewer.companies.find((c) => c.reqId === body.company)
      : viewer.companies.find((c) => body.company === undefined || c.reqId === body.company);
    if (!company) throw new AppError('NFD001');
    if ((await threadsClosedAt(tx, quote.id)) !== null) throw new AppError('QTH001');
    const file = body.file ? await insertStoredFile(tx, 'message', body.file) : null;
    const row = await insertMessage(tx, {
      quoteId: quote.id,
      companyId: company.outside ? null : company.id,
      outsideId: company.outside ? company.id : null,
      fromBuyer: buyer,
      authorId: customerId,
      text: body.text,
      fileId: file?.id ?? null,
    });
    const excerpt = messageExcerpt(body.text);
    const mail = company.outside
      ? await mailOutsideWinner(tx, deps, company.reqId, { title: quote.title, text: excerpt })
      : await noticeOtherSide(tx, deps, { quote, company, buyer, excerpt });
    const message = sentMessage(row, buyer ? 'buyer' : 'supplier', body, file);
    return { message, mail };
  });
  await deps.mailer.sendAfterCommit([mail], 'quote mail not sent');
  return { message: translate(lang, 'quote.messageSent'), data: message };
}

/** A catalogue thread's message: the other side's notice and e-mail, in its language. */
async function noticeOtherSide(
  tx: Db,
  deps: QuoteDeps,
  {
    quote,
    company,
    buyer,
    excerpt,
  }: { quote: QuoteRow; company: AwardedCompany; buyer: boolean; excerpt: string },
) {
  const target = buyer
    ? (await companyTargets(tx, [company.id])).get(company.id)
    : await customerTarget(tx, quote.customerId);
  if (!target) return null;
  return notice(
    tx,
    target,
    'threadMessage',
    { title: quote.title, company: company.name, text: excerpt },
    {
      publicUrl: deps.config.publicUrl,
      mail: true,
      link: quoteLink(quote.reqId, buyer ? 'company' : 'customer'),
    },
  );
}

/**
 * The buyer wrote to an outside winner (decision 0050): an e-mail in its invitation's language with
 * a fresh link to its page; none once the link stopped (revoked or expired: it would not read).
 */
async function mailOutsideWinner(
  tx: Db,
  deps: QuoteDeps,
  inviteReqId: string,
  words: { title: string; text: string },
) {
  const invite = await inviteByReqId(tx, inviteReqId);
  if (!invite || invite.revokedAt !== null || invite.expiresAt <= new Date()) return null;
  return outsideThreadMail(tx, invite, words, deps.config.publicUrl);
}

/** POST /quotes/threads_close: the buyer ends the conversation of a concluded quote (QTE001 before). */
export async function closeThreads(db: Db, reqId: string, customerId: number, lang: Lang) {
  await db.transaction(async (tx) => {
    const quote = await findQuote(tx, { reqId }, 'update');
    if (!quote || quote.customerId !== customerId) throw new AppError('NFD001');
    if (quote.status !== 'c') throw new AppError('QTE001');
    await closeThreadsRow(tx, quote.id, new Date());
  });
  return { message: translate(lang, 'quote.threadsClosed') };
}
