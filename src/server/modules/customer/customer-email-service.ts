import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type ConfirmationMail, confirmationLinkMail } from '../../lib/confirmation-link';
import type { AccountDeps } from '../auth/auth-service';
import {
  confirmByLink,
  confirmLinkUrl,
  storeConfirmLink,
} from '../email-confirmation/email-confirmation-service';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { findCustomerContact } from './customer-repository';

/** A customer's side of the one confirmation flow (modules/email-confirmation). */
export interface PendingConfirmation {
  name: string;
  email: string;
  lang: Lang;
  token: string;
}

/** Stores a link for the address inside the caller's transaction; the e-mail leaves after commit. */
export async function createConfirmLink(
  tx: Db,
  customer: { id: number; name: string; email: string; lang: Lang },
  now: Date,
): Promise<PendingConfirmation> {
  const token = await storeConfirmLink(tx, 'customer', customer, now);
  return { name: customer.name, email: customer.email, lang: customer.lang, token };
}

/** The e-mail with the link, in the customer's language. */
function confirmationMail(deps: AccountDeps, pending: PendingConfirmation): ConfirmationMail {
  return {
    to: pending.email,
    lang: pending.lang,
    mail: 'emailConfirm',
    params: { name: pending.name, email: pending.email },
    url: confirmLinkUrl(deps.config.publicUrl, 'customer', pending.token),
  };
}

/** After the commit: a failed e-mail is logged; /customer_email/resend_validation sends another. */
export function sendConfirmationAfterCommit(deps: AccountDeps, pending: PendingConfirmation): Promise<void> {
  return deps.mailer.sendAfterCommit(
    [confirmationLinkMail(confirmationMail(deps, pending))],
    'confirmation e-mail failed',
  );
}

/** Links mailed at the customer's request (resends, address changes): 5 an hour, then AUT002. */
export async function countConfirmMail(db: Db, customerId: number, now: Date): Promise<void> {
  await consumeAttempt(db, limitKey('email-resend:customer', customerId), LIMITS.emailResendUser, now);
}

/** GET /customer_email/resend_validation: a new link, unless the address is already confirmed. */
export async function resendCustomerValidation(
  deps: AccountDeps,
  customerId: number,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  const contact = await findCustomerContact(deps.db, customerId);
  if (!contact) throw new AppError('SES003');
  if (contact.emailValid) throw new AppError('EML002');
  await countConfirmMail(deps.db, customerId, now);
  const pending = await createConfirmLink(deps.db, { id: customerId, ...contact }, now);
  await deps.mailer.send(confirmationLinkMail(confirmationMail(deps, pending)));
  return translate(lang, 'customer.emailResent', { email: contact.email });
}

/** POST /customer_email/confirm: the link's answer in the caller's language. */
export async function confirmCustomerEmail(
  db: Db,
  token: string,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  const outcome = await confirmByLink(db, 'customer', token, now);
  return translate(
    lang,
    outcome === 'confirmed' ? 'customer.emailConfirmed' : 'customer.emailAlreadyConfirmed',
  );
}
