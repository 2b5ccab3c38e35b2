import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../shared/lang';
import { DAY_MS } from '../../shared/time';
import type { Mailer } from '../plugins/mail';
import { hashSecret, newSecret } from './ids';
import { catalogueMail, renderMail } from './mail-template';

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

/** The e-mail: heading, the body (naming the days the link lasts), the "ignore" line and the button. */
export async function sendConfirmationLink(mailer: Mailer, mail: ConfirmationMail): Promise<void> {
  const params = { ...mail.params, days: CONFIRMATION_LINK_DAYS };
  await mailer.send({
    to: mail.to,
    ...renderMail(catalogueMail(mail.lang, mail.mail, ['body', 'ignore'], params, mail.url)),
  });
}

/**
 * After a committed write the data is saved whatever the mail server says: a failed e-mail is
 * logged, and the person can ask for the link again (each module's resend call).
 */
export async function sendConfirmationLinkAfterCommit(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  mail: ConfirmationMail,
): Promise<void> {
  try {
    await sendConfirmationLink(deps.mailer, mail);
  } catch (err) {
    deps.log.error({ err, mail: mail.mail }, 'confirmation e-mail failed');
  }
}
