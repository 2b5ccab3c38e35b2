import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mail-template';
import { catalogueMail, renderMail } from '../../lib/mail-template';
import { personalDigest } from '../../lib/personal-digest';
import type { AccountDeps } from '../auth/auth-service';
import { assertCurrentPassword, currentPasswordKey } from '../credentials/credentials-service';
import { deleteCompanyFiles, lockOwnedCompany } from '../my-company/company-service';
import { closeAsCancelled } from '../quotes/quote-change-service';
import { limitKey } from '../rate-limit/rate-limit-service';
import {
  type AccountToDelete,
  deleteCompany,
  deleteConfirmLinks,
  deleteCustomer,
  deleteLimitsOf,
  deleteNewsletterEntry,
  lockAccount,
  lockOpenQuotes,
  maskFreeText,
  portfolioFileIds,
  releaseSessions,
} from './deletion-repository';
import { IDENTIFIER_MASK, identifierPattern } from './identifier-pattern';

/**
 * Open quotes of a deleted account can no longer be answered: each is cancelled, and its recipient
 * companies are told as after a cancel (docs/decisions/0007-lgpd-rights.md).
 */
async function cancelOpenQuotes(
  tx: Db,
  customerId: number,
  publicUrl: string,
  now: Date,
): Promise<(MailMessage | null)[]> {
  const mails: (MailMessage | null)[] = [];
  for (const quote of await lockOpenQuotes(tx, customerId)) {
    mails.push(...(await closeAsCancelled(tx, quote, now, publicUrl)));
  }
  return mails;
}

/** The company leaves the catalogue with its images and its confirmation links. */
async function removeCompany(tx: Db, ownerId: number): Promise<boolean> {
  const company = await lockOwnedCompany(tx, ownerId);
  if (!company) return false;
  const portfolio = await portfolioFileIds(tx, company.id);
  await deleteConfirmLinks(tx, 'company', company.id);
  await deleteCompany(tx, company.id);
  await deleteCompanyFiles(tx, [company.logoFileId, company.coverFileId, ...portfolio]);
  return true;
}

/** Counters keyed by the account's id (those keyed by its CPF are found by the CPF's hash). */
function accountLimitKeys(customerId: number): string[] {
  return [currentPasswordKey(customerId), limitKey('email-resend:customer', customerId)];
}

async function sendGoodbye(deps: AccountDeps, account: AccountToDelete): Promise<void> {
  const paragraphs = ['body', 'kept', 'notYou'];
  try {
    await deps.mailer.send({
      to: account.email,
      ...renderMail(catalogueMail(account.lang, 'accountDeleted', paragraphs, { name: account.name })),
    });
  } catch (err) {
    // The account is gone whatever the mail server says; the person saw the answer on screen.
    deps.log.error({ err }, 'account deletion e-mail failed');
  }
}

/**
 * POST /privacy/delete_account (LGPD Art. 18, VI). The current password confirms it is the person
 * (assertCurrentPassword). Then, in one transaction: open quotes are cancelled, the person's CPF,
 * e-mail and phone are masked wherever they were typed, the company leaves the catalogue, and the
 * account and everything that is only the person's (notifications, consents, codes, links,
 * newsletter entry, counters) are deleted; quotes, questions, proposals and ratings that others
 * depend on stay without a name. Every login ends; the confirmation e-mail leaves after commit.
 */
export async function deleteAccount(
  deps: AccountDeps,
  customerId: number,
  input: { password: string; lang: Lang },
  now = new Date(),
): Promise<string> {
  await assertCurrentPassword(deps.db, customerId, input.password, 'password', now);
  const { account, hadCompany, cancelMails } = await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, customerId);
    if (!account) throw new AppError('SES003');
    const cancelMails = await cancelOpenQuotes(tx, customerId, deps.config.publicUrl, now);
    const hadCompany = await removeCompany(tx, customerId);
    await maskFreeText(tx, identifierPattern(account), IDENTIFIER_MASK);
    await deleteConfirmLinks(tx, 'customer', customerId);
    await deleteNewsletterEntry(tx, account.email);
    await deleteLimitsOf(tx, personalDigest(account.doc), accountLimitKeys(customerId));
    await releaseSessions(tx, customerId);
    await deleteCustomer(tx, customerId);
    return { account, hadCompany, cancelMails };
  });
  if (hadCompany) catalogueChanged(deps.db);
  await sendGoodbye(deps, account);
  await deps.mailer.sendAfterCommit(cancelMails, 'cancellation mail not sent');
  return translate(input.lang, 'privacy.accountDeleted', { email: account.email });
}
