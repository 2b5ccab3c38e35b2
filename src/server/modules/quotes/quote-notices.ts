import type { FastifyInstance } from 'fastify';
import { QUOTES_PAGE } from '../../../shared/quote-link';
import type { Db } from '../../db/client';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';
import { type NoticeKind, notify } from '../notifications/notifications-service';
import type { NoticeTarget } from './quote-targets-repository';
import { NOTICE_MAIL_PARAGRAPHS } from './quote-texts';

/** What the quote services use of the app: the database, mail, log and the public URL. */
export type QuoteDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'log' | 'config'>;

export interface NoticeOptions {
  publicUrl: string;
  /** Also build the e-mail of this notice (the kinds that have one). */
  mail?: boolean;
  link?: string;
}

/**
 * Stores the notification by kind (inside the caller's transaction, so it exists only if the event
 * does; it is worded when read, in the reader's language) and answers the e-mail to send once the
 * transaction commits, in the recipient's account language.
 */
export async function notice(
  db: Db,
  target: NoticeTarget,
  kind: NoticeKind,
  params: Record<string, string | number>,
  opts: NoticeOptions,
): Promise<MailMessage | null> {
  const link = opts.link ?? QUOTES_PAGE;
  await notify(db, { customerId: target.customerId, kind, params, link });
  const paragraphs = NOTICE_MAIL_PARAGRAPHS[kind];
  if (!opts.mail || !paragraphs) return null;
  return {
    to: target.email,
    ...renderMail(catalogueMail(target.lang, kind, paragraphs, params, `${opts.publicUrl}${link}`)),
  };
}

/** The e-mail that invites the requester to rate the chosen supplier (DECISIONS.md 5). */
export function rateMail(
  target: NoticeTarget,
  params: { title: string; company: string },
  url: string,
): MailMessage {
  return {
    to: target.email,
    ...renderMail(catalogueMail(target.lang, 'rateSupplier', ['body', 'when'], params, url)),
  };
}
