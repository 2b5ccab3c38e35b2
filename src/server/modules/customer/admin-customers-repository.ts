import { and, count, desc, eq, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type { AdminCustomersBody } from '../../../shared/schemas/admin-people';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { quotes } from '../../db/schema/quotes';
import { appSessions, persistentLogins } from '../../db/schema/sessions';
import { recoveryCodes } from '../../db/schema/tokens';
import { qualified } from '../../db/sql/qualified';
import { containsAllWords, containsPattern, unaccentLower } from '../../db/sql/search';

// Only what the back office shows: never password_hash or anything secret.
const quoteCount = (status?: 'a' | 'c' | 'x') =>
  sql<number>`(select count(*)::int from ${quotes} where ${quotes.customerId} = ${qualified(customers.id)}${
    status ? sql` and ${quotes.status} = ${status}` : sql``
  })`;

const rowColumns = {
  id: customers.id,
  name: customers.name,
  doc: customers.doc,
  email: customers.email,
  emailValid: customers.emailValid,
  lang: customers.lang,
  createdAt: customers.createdAt,
  blockedAt: customers.blockedAt,
  blockedReason: customers.blockedReason,
  company: companies.tradeName,
  quotesTotal: quoteCount(),
  quotesOpen: quoteCount('a'),
  quotesConcluded: quoteCount('c'),
  quotesCancelled: quoteCount('x'),
};

/** Name or e-mail words, or the digits of a CPF (formatted or not, whole or in part). */
function searchOf(search: string): SQL | undefined {
  const digits = search.replace(/[.\-\s/]/g, '');
  const byDoc = /^\d{3,11}$/.test(digits) ? like(customers.doc, containsPattern(digits)) : undefined;
  const byWords = containsAllWords(unaccentLower(customers.name, customers.email), search);
  return byDoc && byWords ? or(byDoc, byWords) : (byDoc ?? byWords);
}

function whereOf(filter: AdminCustomersBody): SQL | undefined {
  return and(
    searchOf(filter.search),
    filter.status === 'blocked' ? isNotNull(customers.blockedAt) : undefined,
    filter.status === 'active' ? isNull(customers.blockedAt) : undefined,
  );
}

/** Newest accounts first. */
export async function listAdminCustomers(db: Db, filter: AdminCustomersBody) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(customers)
      .leftJoin(companies, eq(companies.ownerId, customers.id))
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The columns a block changes, locked for the transaction. */
export async function lockCustomerState(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: customers.id,
      name: customers.name,
      blockedAt: customers.blockedAt,
      blockedReason: customers.blockedReason,
    })
    .from(customers)
    .where(eq(customers.id, id))
    .for('update');
  return row;
}

export async function setCustomerBlock(
  tx: Db,
  id: number,
  values: { blockedAt: Date | null; blockedReason: string | null },
): Promise<void> {
  await tx
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id));
}

/**
 * Ends every login of the account at once: its app sessions' logins expire (their next call is told
 * SES003), its "stay logged in" tokens are deleted and its pending recovery codes are used up.
 */
export async function endLoginsOf(tx: Db, customerId: number, now: Date): Promise<void> {
  await tx.update(appSessions).set({ loginExpiresAt: now }).where(eq(appSessions.userId, customerId));
  await tx.delete(persistentLogins).where(eq(persistentLogins.userId, customerId));
  await tx
    .update(recoveryCodes)
    .set({ used: true })
    .where(and(eq(recoveryCodes.customerId, customerId), eq(recoveryCodes.used, false)));
}
