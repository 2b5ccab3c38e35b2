import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type ConfirmationMail, confirmationLinkMail } from '../../lib/confirmation-link';
import type { Mailer } from '../../plugins/mail';
import {
  confirmByLink,
  confirmLinkUrl,
  storeConfirmLink,
  tokensSentSince,
} from '../email-confirmation/email-confirmation-service';
import { LIMITS, tooManyAttempts } from '../rate-limit/rate-limit-service';
import { customerLang, lockCompanyOfOwner } from './company-repository';

export interface CompanyDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface PendingConfirmation {
  ownerId: number;
  companyName: string;
  email: string;
  token: string;
}

/**
 * Stores a new link for the company's current address, inside the caller's transaction so it
 * exists only if the change does; the e-mail leaves after the commit (sendConfirmation).
 */
export async function createConfirmLink(
  tx: Db,
  company: { id: number; ownerId: number; tradeName: string; email: string },
  now: Date,
): Promise<PendingConfirmation> {
  const token = await storeConfirmLink(tx, 'company', company, now);
  return { ownerId: company.ownerId, companyName: company.tradeName, email: company.email, token };
}

/** The e-mail with the link, in the owner's language (customers.lang). */
async function confirmationMail(deps: CompanyDeps, pending: PendingConfirmation): Promise<ConfirmationMail> {
  return {
    to: pending.email,
    lang: await customerLang(deps.db, pending.ownerId),
    mail: 'companyEmail',
    params: { company: pending.companyName },
    url: confirmLinkUrl(deps.publicUrl, 'company', pending.token),
  };
}

/** After the commit: a failed e-mail is logged; /company_email/resend_validation sends another. */
export async function sendConfirmationAfterCommit(
  deps: CompanyDeps,
  pending: PendingConfirmation,
): Promise<void> {
  await deps.mailer.sendAfterCommit(
    [confirmationLinkMail(await confirmationMail(deps, pending))],
    'confirmation e-mail failed',
  );
}

async function checkMailLimit(db: Db, companyId: number, now: Date): Promise<void> {
  const { sent, first } = await tokensSentSince(
    db,
    'company',
    companyId,
    new Date(now.getTime() - LIMITS.companyConfirmMail.windowMs),
  );
  if (sent < LIMITS.companyConfirmMail.max) return;
  const waitMs = (first?.getTime() ?? now.getTime()) + LIMITS.companyConfirmMail.windowMs - now.getTime();
  throw tooManyAttempts(waitMs);
}

/** GET /company_email/resend_validation: a new link, unless the address is already confirmed. */
export async function resendCompanyValidation(
  deps: CompanyDeps,
  ownerId: number,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  // Under the company's row lock, so parallel resends queue and each counts the links the others
  // stored: the limit holds for a burst too.
  const pending = await deps.db.transaction(async (tx) => {
    const company = await lockCompanyOfOwner(tx, ownerId);
    if (!company) throw new AppError('CMP003');
    if (company.emailValid) throw new AppError('EML002');
    await checkMailLimit(tx, company.id, now);
    return createConfirmLink(tx, { ...company, ownerId }, now);
  });
  await deps.mailer.send(confirmationLinkMail(await confirmationMail(deps, pending)));
  return translate(lang, 'company.emailResent', { email: pending.email });
}

/** POST /company_email/confirm: a link confirms its address once, and only while it is current. */
export async function confirmCompanyEmail(
  db: Db,
  token: string,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  const outcome = await confirmByLink(db, 'company', token, now);
  // Whether the company takes quote requests shows on its public page.
  if (outcome === 'confirmed') catalogueChanged(db);
  return translate(
    lang,
    outcome === 'confirmed' ? 'company.emailConfirmed' : 'company.emailAlreadyConfirmed',
  );
}
