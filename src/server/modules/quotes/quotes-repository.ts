import { and, eq, inArray, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import {
  type QuoteStatus,
  quoteExclusions,
  quoteRecipients,
  quotes,
  quoteTargets,
} from '../../db/schema/quotes';
import { qualified } from '../../db/sql/qualified';

export interface QuoteRow {
  id: number;
  reqId: string;
  /** Null once the requester deleted the account. */
  customerId: number | null;
  categoryId: number;
  title: string;
  description: string;
  status: QuoteStatus;
  allCompanies: boolean;
  dateOpen: Date;
  dateUpdate: Date | null;
  dateClose: Date | null;
  /** Issue 18: no proposal or question after it; null = none. */
  deadline: Date | null;
  /** Issue 34 item 6: 1, or the revision round asked for last. */
  round: number;
}

const quoteColumns = {
  id: quotes.id,
  reqId: quotes.reqId,
  customerId: quotes.customerId,
  categoryId: quotes.categoryId,
  title: quotes.title,
  description: quotes.description,
  status: quotes.status,
  allCompanies: quotes.allCompanies,
  dateOpen: quotes.dateOpen,
  dateUpdate: quotes.dateUpdate,
  dateClose: quotes.dateClose,
  deadline: quotes.deadline,
  round: quotes.round,
};

/**
 * Row locks: 'update' serialises the calls that change a quote's life (choose, send, cancel,
 * update); 'share' lets questions run side by side while keeping the status steady under them.
 */
export type RowLock = 'update' | 'share';

export async function findQuote(
  db: Db,
  where: { reqId: string } | { id: number },
  lock?: RowLock,
): Promise<QuoteRow | undefined> {
  const query = db
    .select(quoteColumns)
    .from(quotes)
    .where('reqId' in where ? eq(quotes.reqId, where.reqId) : eq(quotes.id, where.id))
    .limit(1);
  const rows = lock ? await query.for(lock) : await query;
  return rows[0];
}

export async function companyOfOwner(
  db: Db,
  customerId: number,
): Promise<{ id: number; tradeName: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, tradeName: companies.tradeName })
    .from(companies)
    .where(eq(companies.ownerId, customerId));
  return row;
}

export async function isRecipient(db: Db, quoteId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(quoteRecipients)
    .where(and(eq(quoteRecipients.quoteId, quoteId), eq(quoteRecipients.companyId, companyId)));
  return rows.length > 0;
}

export async function recipientIds(db: Db, quoteId: number): Promise<number[]> {
  const rows = await db
    .select({ id: quoteRecipients.companyId })
    .from(quoteRecipients)
    .where(eq(quoteRecipients.quoteId, quoteId));
  return rows.map((r) => r.id);
}

/** Whether an admin blocked the account (issue 15): a blocked person asks for no quotes. */
export async function isCustomerBlocked(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ blockedAt: customers.blockedAt })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.blockedAt != null;
}

export async function findCategory(
  db: Db,
  categoryId: number,
): Promise<{ namePt: string; nameEn: string } | undefined> {
  const [row] = await db
    .select({ namePt: categories.namePt, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row;
}

/** The ids among `ids` that name a company. */
export async function existingCompanyIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  return rows.map((r) => r.id);
}

/**
 * Companies that may receive a quote at all (DECISIONS.md 5), minus the requester's own: public
 * ones only (`listed`: not suspended, not waiting for the association's approval, decision 0044).
 */
export function canReceiveQuotes(requesterId?: number): SQL | undefined {
  return and(
    eq(companies.acceptsQuotes, true),
    eq(companies.emailValid, true),
    eq(companies.listed, true),
    requesterId === undefined ? undefined : ne(companies.ownerId, requesterId),
  );
}

export function inCategory(categoryId: number): SQL {
  return sql`exists (select 1 from ${companyCategories} where ${companyCategories.companyId} = ${qualified(companies.id)} and ${companyCategories.categoryId} = ${categoryId})`;
}

/**
 * Who receives a new quote: the targets, or every company of the category minus the excluded;
 * either way only those that can receive quotes and are not the requester's own company.
 */
export async function resolveRecipients(
  db: Db,
  opts: { categoryId: number; targets: readonly number[]; exclude: readonly number[]; requesterId: number },
): Promise<number[]> {
  const scope =
    opts.targets.length > 0
      ? inArray(companies.id, [...opts.targets])
      : and(
          inCategory(opts.categoryId),
          opts.exclude.length > 0 ? notInArray(companies.id, [...opts.exclude]) : undefined,
        );
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(scope, canReceiveQuotes(opts.requesterId)))
    .orderBy(companies.id);
  return rows.map((r) => r.id);
}

export async function insertQuote(
  db: Db,
  values: {
    customerId: number;
    categoryId: number;
    title: string;
    description: string;
    targets: readonly number[];
    exclude: readonly number[];
    allCompanies: boolean;
    recipients: readonly number[];
    deadline?: Date | null;
  },
): Promise<{ id: number; reqId: string }> {
  const [quote] = await db
    .insert(quotes)
    .values({
      customerId: values.customerId,
      categoryId: values.categoryId,
      title: values.title,
      description: values.description,
      allCompanies: values.allCompanies,
      deadline: values.deadline ?? null,
    })
    .returning({ id: quotes.id, reqId: quotes.reqId });
  const pairs = (ids: readonly number[]) => ids.map((companyId) => ({ quoteId: quote.id, companyId }));
  if (values.targets.length > 0) await db.insert(quoteTargets).values(pairs(values.targets));
  if (values.exclude.length > 0) await db.insert(quoteExclusions).values(pairs(values.exclude));
  // None when the request reaches only unclaimed listings by e-mail (issue 33 item 2).
  if (values.recipients.length > 0) await db.insert(quoteRecipients).values(pairs(values.recipients));
  return quote;
}

export async function setQuote(
  db: Db,
  id: number,
  values: Partial<Pick<QuoteRow, 'description' | 'status' | 'dateUpdate' | 'dateClose'>>,
): Promise<void> {
  await db.update(quotes).set(values).where(eq(quotes.id, id));
}

/**
 * The unclaimed listings a new quote's scope reaches whose association chose that quote requests go
 * to their listed address (issue 33 item 2): public, not the requester's, with an address.
 */
export async function listingsByEmail(
  db: Db,
  opts: { categoryId: number; targets: readonly number[]; exclude: readonly number[] },
): Promise<number[]> {
  const scope =
    opts.targets.length > 0
      ? inArray(companies.id, [...opts.targets])
      : and(
          inCategory(opts.categoryId),
          opts.exclude.length > 0 ? notInArray(companies.id, [...opts.exclude]) : undefined,
        );
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        scope,
        isNull(companies.ownerId),
        eq(companies.quotesByEmail, true),
        eq(companies.listed, true),
        ne(companies.email, ''),
      ),
    )
    .orderBy(companies.id);
  return rows.map((r) => r.id);
}
