import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type ConfirmationMail,
  confirmationLinkMail,
  newConfirmationLink,
} from '../../lib/confirmation-link';
import { hashSecret } from '../../lib/ids';
import type { AccountDeps } from '../auth/auth-service';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import {
  customerLinkAlreadyConfirmed,
  insertCustomerEmailToken,
  markCustomerEmailValid,
  useCustomerEmailToken,
} from './customer-email-repository';
import { findCustomerContact } from './customer-repository';

/**
 * Confirmation links (/email_confirm/customer/{token}, lib/confirmation-link.ts) confirm only the
 * address they were sent to, once.
 */
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
  const { token, tokenHash, expiresAt } = newConfirmationLink(now);
  await insertCustomerEmailToken(tx, {
    customerId: customer.id,
    email: customer.email,
    tokenHash,
    expiresAt,
  });
  return { name: customer.name, email: customer.email, lang: customer.lang, token };
}

/** The e-mail with the link, in the customer's language. */
function confirmationMail(deps: AccountDeps, pending: PendingConfirmation): ConfirmationMail {
  return {
    to: pending.email,
    lang: pending.lang,
    mail: 'emailConfirm',
    params: { name: pending.name, email: pending.email },
    url: `${deps.config.publicUrl}/email_confirm/customer/${pending.token}`,
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

/**
 * POST /customer_email/confirm. A link opened again once its address is confirmed says so rather
 * than failing; an unknown, expired or outdated link → EML001.
 */
export async function confirmCustomerEmail(
  db: Db,
  token: string,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  const tokenHash = hashSecret(token);
  const confirmed = await db.transaction(async (tx) => {
    const link = await useCustomerEmailToken(tx, tokenHash, now);
    if (!link) return false;
    if (!(await markCustomerEmailValid(tx, link.customerId, link.email))) throw new AppError('EML001');
    return true;
  });
  if (confirmed) return translate(lang, 'customer.emailConfirmed');
  if (await customerLinkAlreadyConfirmed(db, tokenHash))
    return translate(lang, 'customer.emailAlreadyConfirmed');
  throw new AppError('EML001');
}
