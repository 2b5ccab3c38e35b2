import type { Lang } from '../../shared/lang';
import { DAY_MS } from '../../shared/time';
import { hashSecret, newSecret } from './ids';
import { catalogueMail, type MailMessage, renderMail } from './mail-template';

/**
 * "Send a confirmation link", the one way for every address to confirm (a customer's e-mail, a
 * company's e-mail, a newsletter subscription). The caller stores `tokenHash` in its own table
 * inside its transaction; the link carries `token`, valid for CONFIRMATION_LINK_DAYS, and confirms
 * once (each module's confirm call consumes it).
 */
export const CONFIRMATION_LINK_DAYS = 7;

export interface NewLink {
  /** The secret the e-mailed link carries; never stored. */
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function newConfirmationLink(now: Date): NewLink {
  const token = newSecret();
  return {
    token,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS),
  };
}

export interface ConfirmationMail {
  to: string;
  lang: Lang;
  /** Its `mail.<name>` entry in the catalogue: subject, heading, body, ignore, action. */
  mail: 'emailConfirm' | 'companyEmail' | 'newsletter';
  /** What its texts name besides {{days}} ({{name}}, {{email}}, {{company}}…). */
  params: Record<string, string | number>;
  url: string;
}

/**
 * The e-mail: heading, the body (naming the days the link lasts), the "ignore" line and the button.
 * The caller sends it with the mailer: `send` when its answer says it was sent (a resend),
 * `sendAfterCommit` after the write that made the link.
 */
export function confirmationLinkMail(mail: ConfirmationMail): MailMessage {
  // `count` picks the body's plural form ("valid for 7 days").
  const params = { ...mail.params, count: CONFIRMATION_LINK_DAYS };
  return {
    to: mail.to,
    ...renderMail(catalogueMail(mail.lang, mail.mail, ['body', 'ignore'], params, mail.url)),
  };
}
