import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../../../shared/messages/translate';
import { OUTSIDE_TOKEN_PREFIX } from '../../../shared/quote-link';
import { formatDateTime } from '../../../shared/rules/date-time-format';
import { formatItemQuantity } from '../../../shared/rules/item-format';
import type { QuoteContact } from '../../../shared/schemas/quote-outcome';
import { OUTSIDE_QUOTE_PATH } from '../../../shared/schemas/quote-outside';
import type { Db } from '../../db/client';
import { type ClaimedMailQueue, runClaimedMailQueue } from '../../lib/claimed-mail-queue';
import { hashSecret, newSecret } from '../../lib/ids';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';
import type { JobDefinition } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import { wonItemLines } from './quote-award-notices';
import type { AwardWinner } from './quote-award-plan';
import { presentItem } from './quote-items-presenter';
import { itemsOf } from './quote-items-repository';
import {
  type InviteRow,
  insertInviteLink,
  moveInviteMail,
  type QueuedInvite,
  queuedInvites,
  settleInvitesInFlight,
} from './quote-outside-repository';

/*
 * The e-mails of suppliers outside the catalogue (issue 34 item 7, decision 0045): the invitation,
 * sent by the job runner, whose token is made here as the e-mail goes (only its hash is stored, so
 * no queue or table ever holds a usable link); and how the quote ended for them. Each in the
 * language the buyer chose for the invitation.
 */

export interface OutsideMailDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Where an outside supplier lists its company: the profile, where a new account registers one. */
const listUrl = (publicUrl: string) => `${publicUrl}/profile`;

export async function sendOutsideInvites(deps: OutsideMailDeps, signal: AbortSignal): Promise<number> {
  const messages = {
    inFlight: 'outside supplier e-mails left in flight: not resent',
    notSent: 'outside supplier e-mail not sent',
  };
  return runClaimedMailQueue(inviteQueue(deps), { log: deps.log, messages }, signal);
}

function inviteQueue(
  deps: OutsideMailDeps,
): ClaimedMailQueue<QueuedInvite, { row: QueuedInvite; token: string }> {
  return {
    settleInFlight: () => settleInvitesInFlight(deps.db),
    queued: (size) => queuedInvites(deps.db, size),
    claim: async (row) => {
      const token = `${OUTSIDE_TOKEN_PREFIX}${newSecret()}`;
      // Claimed with its token's hash: a second sender finds it taken, and the link reads from now on.
      const claimed = await moveInviteMail(deps.db, row.id, 'queued', 'sending', hashSecret(token));
      return claimed ? { row, token } : null;
    },
    send: async ({ row, token }) => {
      const url = `${deps.publicUrl}${OUTSIDE_QUOTE_PATH}/${token}`;
      await deps.mailer.send(
        outsideInviteMail(row, await itemsOf(deps.db, row.quoteId), url, deps.publicUrl),
      );
    },
    finish: async ({ row }, outcome) => {
      await moveInviteMail(deps.db, row.id, 'sending', outcome);
    },
  };
}

/** The request in the invitation's language, the link that answers it, and the catalogue's offer. */
export function outsideInviteMail(
  row: QueuedInvite,
  items: Awaited<ReturnType<typeof itemsOf>>,
  url: string,
  publicUrl: string,
): MailMessage {
  const { lang } = row;
  const lines = items.map(presentItem).map((item) =>
    translate(lang, 'mail.quoteByEmail.item', {
      description: item.description,
      quantity: formatItemQuantity(item, lang),
    }),
  );
  const paragraphs = ['body', 'request', 'description'];
  if (lines.length > 0) paragraphs.push('items');
  if (row.deadline) paragraphs.push('deadline');
  paragraphs.push('link', 'list', 'ignore');
  const content = catalogueMail(
    lang,
    'outsideInvite',
    paragraphs,
    {
      buyer: row.buyerName ?? translate(lang, 'mail.outsideInvite.aBuyer'),
      title: row.title,
      description: row.description,
      category: lang === 'en' ? row.categoryEn : row.categoryPt,
      items: lines.join('; '),
      date: row.deadline ? formatDateTime(new Date(row.deadline).toISOString(), lang) : '',
      expires: formatDateTime(new Date(row.expiresAt).toISOString(), lang),
      url: listUrl(publicUrl),
    },
    url,
  );
  return { to: row.email, ...renderMail(content) };
}

const contactParams = (contact: QuoteContact | undefined): Record<string, string> =>
  contact
    ? { customerName: contact.name, customerEmail: contact.email, customerPhone: contact.cellphone }
    : {};

/** A whole award, or some items of a split one, went to an outside supplier. */
export function outsideWonMail(
  invite: Pick<InviteRow, 'email' | 'lang'>,
  title: string,
  contact: QuoteContact | undefined,
  publicUrl: string,
  winner?: AwardWinner,
): MailMessage {
  const { lang } = invite;
  const url = listUrl(publicUrl);
  const name = winner ? 'outsideAwarded' : 'outsideChosen';
  const content = catalogueMail(
    lang,
    name,
    ['body'],
    { title, count: winner?.items.length ?? 0, url, ...contactParams(contact) },
    url,
  );
  if (winner) content.paragraphs.push(...wonItemLines(lang, winner));
  const more = contact ? ['contact', 'list'] : ['list'];
  content.paragraphs.push(
    ...more.map((part) => translate(lang, `mail.${name}.${part}`, { url, ...contactParams(contact) })),
  );
  return { to: invite.email, ...renderMail(content) };
}

/** The quote ended without this outside supplier's proposal: no names, no prices. */
export function outsideNotChosenMail(
  invite: Pick<InviteRow, 'email' | 'lang'>,
  title: string,
  publicUrl: string,
) {
  const url = listUrl(publicUrl);
  return {
    to: invite.email,
    ...renderMail(catalogueMail(invite.lang, 'outsideNotChosen', ['body', 'list'], { title, url }, url)),
  };
}

/**
 * The buyer asks for revised proposals (decision 0040): an outside supplier who proposed is told in
 * the invitation's language. Only the link's hash is kept, so the e-mail sends them back to the
 * invitation's link.
 */
export function outsideRevisionMail(
  invite: Pick<InviteRow, 'email' | 'lang'>,
  params: { title: string; deadline: Date; note: string | null | undefined },
): MailMessage {
  const { lang } = invite;
  const words = {
    title: params.title,
    deadline: formatDateTime(params.deadline, lang),
    note: params.note ?? '',
  };
  const paragraphs = params.note ? ['body', 'note', 'how'] : ['body', 'how'];
  return {
    to: invite.email,
    ...renderMail(catalogueMail(lang, 'outsideRevisionRequested', paragraphs, words)),
  };
}

/**
 * A further link to the invitation's page (decision 0047), for an e-mail sent after the invitation:
 * a new token for the same invitation, of which only the hash is kept. It is never logged.
 */
async function furtherLink(db: Db, inviteId: number, publicUrl: string): Promise<string> {
  const token = `${OUTSIDE_TOKEN_PREFIX}${newSecret()}`;
  await insertInviteLink(db, inviteId, hashSecret(token));
  return `${publicUrl}${OUTSIDE_QUOTE_PATH}/${token}`;
}

/**
 * The buyer answered an outside supplier's question (decision 0047): in the invitation's language,
 * the question, the answer, and a link back to the invitation's page.
 */
export async function outsideAnswerMail(
  db: Db,
  invite: Pick<InviteRow, 'id' | 'email' | 'lang' | 'expiresAt'>,
  params: { title: string; question: string; answer: string },
  publicUrl: string,
): Promise<MailMessage> {
  const url = await furtherLink(db, invite.id, publicUrl);
  const words = { ...params, expires: formatDateTime(invite.expiresAt.toISOString(), invite.lang) };
  const paragraphs = ['body', 'question', 'answer', 'link'];
  return {
    to: invite.email,
    ...renderMail(catalogueMail(invite.lang, 'outsideQuestionAnswered', paragraphs, words, url)),
  };
}

/**
 * The buyer wrote in the thread with an outside winner (decision 0050): in the invitation's
 * language, the message (up to 500 characters) and a fresh link to the invitation's page, where the
 * thread is read and answered.
 */
export async function outsideThreadMail(
  db: Db,
  invite: Pick<InviteRow, 'id' | 'email' | 'lang' | 'expiresAt'>,
  params: { title: string; text: string },
  publicUrl: string,
): Promise<MailMessage> {
  const url = await furtherLink(db, invite.id, publicUrl);
  const words = { ...params, expires: formatDateTime(invite.expiresAt.toISOString(), invite.lang) };
  return {
    to: invite.email,
    ...renderMail(catalogueMail(invite.lang, 'outsideThreadMessage', ['body', 'text', 'link'], words, url)),
  };
}

/** Queued by every invitation, and at start (what a stopped server left). */
export const outsideInvitesJob: JobDefinition = {
  name: 'quote-outside-invites',
  atStart: true,
  run: (app, _data, signal) =>
    sendOutsideInvites(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log },
      signal,
    ),
};
