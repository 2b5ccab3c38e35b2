import { eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';

/** Who receives a notice: the customer whose bell shows it, in their language, and where mail goes. */
export interface NoticeTarget {
  customerId: number;
  lang: Lang;
  email: string;
}

/** The requester of a quote; none once the account was deleted (the quote has no owner then). */
export async function customerTarget(db: Db, customerId: number | null): Promise<NoticeTarget | undefined> {
  if (customerId === null) return undefined;
  const [row] = await db
    .select({ customerId: customers.id, lang: customers.lang, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/**
 * A company is reached through its owner's bell and language; its e-mail is the company's own
 * address, the one confirmed before it may receive quotes.
 */
export async function companyTargets(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, NoticeTarget & { companyName: string }>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.tradeName,
      email: companies.email,
      customerId: customers.id,
      lang: customers.lang,
    })
    .from(companies)
    .innerJoin(customers, eq(customers.id, companies.ownerId))
    .where(inArray(companies.id, [...companyIds]));
  return new Map(rows.map(({ companyId, ...target }) => [companyId, target]));
}
