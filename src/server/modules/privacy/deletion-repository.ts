import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, companyPortfolio } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { storedFiles } from '../../db/schema/files';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { notifications } from '../../db/schema/notifications';
import { quoteAttachments, quoteQuestions, quotes } from '../../db/schema/quotes';
import { ratings } from '../../db/schema/ratings';
import { appSessions, rateLimits } from '../../db/schema/sessions';
import { type EmailConfirmType, emailConfirmTokens } from '../../db/schema/tokens';

/* The writes of POST /privacy/delete_account, each inside the caller's transaction. */

export interface AccountToDelete {
  name: string;
  doc: string;
  email: string;
  cellphone: string;
  lang: 'pt-BR' | 'en';
}

/** The account, locked until the deletion commits: a second deletion or a data change waits. */
export async function lockAccount(tx: Db, id: number): Promise<AccountToDelete | undefined> {
  const [row] = await tx
    .select({
      name: customers.name,
      doc: customers.doc,
      email: customers.email,
      cellphone: customers.cellphone,
      lang: customers.lang,
    })
    .from(customers)
    .where(eq(customers.id, id))
    .for('update');
  return row;
}

/** The customer's open quotes, locked like a cancel locks them. */
export async function lockOpenQuotes(tx: Db, customerId: number) {
  return tx
    .select({ id: quotes.id, reqId: quotes.reqId, title: quotes.title })
    .from(quotes)
    .where(and(eq(quotes.customerId, customerId), eq(quotes.status, 'a')))
    .for('update');
}

/**
 * Free text people write (quotes, questions, answers, ratings and the companies' answers to them,
 * file names) and the notifications that quote it. The person's identifiers are masked wherever
 * they were typed, whoever typed them.
 */
const FREE_TEXT: readonly [PgTable, readonly PgColumn[]][] = [
  [quotes, [quotes.title, quotes.description]],
  [quoteQuestions, [quoteQuestions.question, quoteQuestions.answer]],
  [
    ratings,
    [
      ratings.shortDescription,
      ratings.suggestions,
      ratings.systemDescription,
      ratings.systemSuggestions,
      ratings.reply,
    ],
  ],
  [quoteAttachments, [quoteAttachments.name]],
  [storedFiles, [storedFiles.name]],
  [notifications, [notifications.label, notifications.text]],
];

/** Replaces every match of `pattern` (a PostgreSQL regular expression, any case) by `mask`. */
export async function maskFreeText(tx: Db, pattern: string, mask: string): Promise<void> {
  for (const [table, columns] of FREE_TEXT) {
    for (const column of columns) {
      const name = sql.identifier(column.name);
      await tx.execute(
        sql`update ${table} set ${name} = regexp_replace(${name}, ${pattern}, ${mask}, 'gi') where ${name} ~* ${pattern}`,
      );
    }
  }
}

export async function portfolioFileIds(tx: Db, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ fileId: companyPortfolio.fileId })
    .from(companyPortfolio)
    .where(eq(companyPortfolio.companyId, companyId));
  return rows.map((r) => r.fileId);
}

/** Its categories, portfolio entries and quote recipients go with it; questions, proposals and ratings stay, without it. */
export async function deleteCompany(tx: Db, id: number): Promise<void> {
  await tx.delete(companies).where(eq(companies.id, id));
}

export async function deleteConfirmLinks(tx: Db, type: EmailConfirmType, targetId: number): Promise<void> {
  await tx
    .delete(emailConfirmTokens)
    .where(and(eq(emailConfirmTokens.type, type), eq(emailConfirmTokens.targetId, targetId)));
}

/**
 * The entry goes, and with it (foreign key) the record of every issue mailed to it: which issue,
 * when, and its unsubscribe link's hash only say something about this address, and an issue's
 * tally in the back office simply counts one recipient fewer.
 */
export async function deleteNewsletterEntry(tx: Db, email: string): Promise<void> {
  await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase()));
}

/** Counters keyed by the person: any scope whose value was the CPF, and the account's own keys. */
export async function deleteLimitsOf(tx: Db, docHash: string, keys: readonly string[]): Promise<void> {
  await tx
    .delete(rateLimits)
    .where(or(like(rateLimits.key, `%:${docHash}`), inArray(rateLimits.key, [...keys])));
}

/**
 * Every login of the account ends; the app sessions themselves stay (with no user), so the browser
 * that asked carries on as a visitor without opening a new session.
 */
export async function releaseSessions(tx: Db, userId: number): Promise<void> {
  await tx
    .update(appSessions)
    .set({ userId: null, loginExpiresAt: null, device: null })
    .where(eq(appSessions.userId, userId));
}

/**
 * The row goes, and with it (foreign keys) its notifications, recovery codes, persistent logins and
 * consent records; its quotes stay with no owner.
 */
export async function deleteCustomer(tx: Db, id: number): Promise<void> {
  await tx.delete(customers).where(eq(customers.id, id));
}
