import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { listingClaims, listingInvitations } from '../../db/schema/listing-claims';
import { cities } from '../../db/schema/places';

/* Claims of a listing from its page, and the change of owner every claim ends in (decision 0039). */

export interface ClaimCompany {
  id: number;
  reqId: string;
  tradeName: string;
  email: string;
  website: string | null;
  ownerId: number | null;
  city: string;
  listed: boolean;
}

const companyColumns = {
  id: companies.id,
  reqId: companies.reqId,
  tradeName: companies.tradeName,
  email: companies.email,
  website: companies.website,
  ownerId: companies.ownerId,
  city: cities.name,
  listed: companies.listed,
};

export async function claimCompany(
  db: Db,
  by: { id: number } | { reqId: string },
): Promise<ClaimCompany | undefined> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .where('id' in by ? eq(companies.id, by.id) : eq(companies.reqId, by.reqId));
  return row;
}

/** The company the customer owns, if any (an account holds one). */
export async function ownedCompanyId(db: Db, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerId, customerId));
  return row?.id ?? null;
}

/**
 * Gives the listing to `customerId`: the claimant accepts the terms now (decision 0031). `fromOwner`
 * null: only while it is unclaimed (false when someone claimed it first); a number: only while that
 * account still owns it (a staff-approved second claim). `emailProved`: the listing's address was
 * proved by the link, so it counts as confirmed.
 */
export async function takeOwnership(
  db: Db,
  companyId: number,
  customerId: number,
  opts: { fromOwner: number | null; emailProved: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({
      ownerId: customerId,
      termsAcceptedAt: now,
      claimedAt: now,
      updatedAt: now,
      ...(opts.emailProved ? { emailValid: true } : {}),
    })
    .where(
      and(
        eq(companies.id, companyId),
        opts.fromOwner === null ? isNull(companies.ownerId) : eq(companies.ownerId, opts.fromOwner),
      ),
    )
    .returning({ id: companies.id });
  return rows.length > 0;
}

/**
 * After a listing changed hands: its live invitations end, links mailed to other claimants close
 * (those waiting for staff stay: a second claim of a claimed company is theirs to judge).
 */
export async function closeOtherClaims(db: Db, companyId: number, now: Date): Promise<void> {
  await db
    .update(listingInvitations)
    .set({ status: 'revoked', endedAt: now })
    .where(
      and(
        eq(listingInvitations.companyId, companyId),
        inArray(listingInvitations.status, ['queued', 'sending', 'sent']),
      ),
    );
  await db
    .update(listingClaims)
    .set({ status: 'closed', decidedAt: now })
    .where(and(eq(listingClaims.companyId, companyId), eq(listingClaims.status, 'mailed')));
}

export async function insertClaim(
  db: Db,
  values: {
    companyId: number;
    claimantId: number;
    email: string;
    message: string | null;
    status: 'mailed' | 'pending';
    tokenHash?: string;
    expiresAt?: Date;
    createdAt: Date;
  },
): Promise<{ id: number; reqId: string }> {
  const [row] = await db
    .insert(listingClaims)
    .values(values)
    .returning({ id: listingClaims.id, reqId: listingClaims.reqId });
  return row;
}

export async function claimByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: listingClaims.id,
      companyId: listingClaims.companyId,
      claimantId: listingClaims.claimantId,
      email: listingClaims.email,
      status: listingClaims.status,
      expiresAt: listingClaims.expiresAt,
    })
    .from(listingClaims)
    .where(eq(listingClaims.tokenHash, tokenHash));
  return row;
}

/** Marks the mailed claim used, once: of parallel uses one gets the row. */
export async function spendClaim(db: Db, tokenHash: string, customerId: number, now: Date) {
  const [row] = await db
    .update(listingClaims)
    .set({ status: 'used', decidedAt: now })
    .where(
      and(
        eq(listingClaims.tokenHash, tokenHash),
        eq(listingClaims.claimantId, customerId),
        eq(listingClaims.status, 'mailed'),
        sql`${listingClaims.expiresAt} > ${now}`,
      ),
    )
    .returning({ companyId: listingClaims.companyId, email: listingClaims.email });
  return row;
}

/* The staff queue. */

export async function pendingClaims(db: Db, limit: number, offset: number) {
  const result = await db.execute<{
    reqId: string;
    companyReqId: string;
    tradeName: string;
    companyEmail: string;
    website: string | null;
    claimed: boolean;
    claimantName: string;
    claimantEmail: string;
    email: string;
    message: string | null;
    createdAt: Date | string;
    total: number;
  }>(sql`
    select l.req_id as "reqId", c.req_id as "companyReqId", c.trade_name as "tradeName",
      c.email as "companyEmail", c.website, c.owner_id is not null as claimed,
      p.name as "claimantName", p.email as "claimantEmail", l.email, l.message,
      l.created_at as "createdAt", (count(*) over ())::int as total
    from listing_claims l
    join companies c on c.id = l.company_id
    join customers p on p.id = l.claimant_id
    where l.status = 'pending'
    order by l.created_at, l.id
    limit ${limit} offset ${offset}`);
  return result.rows;
}

export interface PendingClaim {
  id: number;
  reqId: string;
  companyId: number;
  claimantId: number;
  status: string;
  claimantLang: Lang;
  claimantEmail: string;
  claimantName: string;
}

/** A claim by reqId with its claimant, locked for the decision. */
export async function claimForDecision(db: Db, reqId: string): Promise<PendingClaim | undefined> {
  const [row] = await db
    .select({
      id: listingClaims.id,
      reqId: listingClaims.reqId,
      companyId: listingClaims.companyId,
      claimantId: listingClaims.claimantId,
      status: listingClaims.status,
      claimantLang: customers.lang,
      claimantEmail: customers.email,
      claimantName: customers.name,
    })
    .from(listingClaims)
    .innerJoin(customers, eq(customers.id, listingClaims.claimantId))
    .where(eq(listingClaims.reqId, reqId))
    .for('update', { of: listingClaims });
  return row;
}

export async function decideClaim(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: string | null; decidedBy: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(listingClaims)
    .set({ ...decision, decidedAt: now })
    .where(and(eq(listingClaims.id, id), eq(listingClaims.status, 'pending')))
    .returning({ id: listingClaims.id });
  return rows.length > 0;
}

/** The claimant's other open claim of the same listing, so a second ask is refused in words. */
export async function openClaimOf(db: Db, companyId: number, claimantId: number, exceptId = 0) {
  const [row] = await db
    .select({ id: listingClaims.id })
    .from(listingClaims)
    .where(
      and(
        eq(listingClaims.companyId, companyId),
        eq(listingClaims.claimantId, claimantId),
        inArray(listingClaims.status, ['mailed', 'pending']),
        ne(listingClaims.id, exceptId),
      ),
    );
  return row;
}

export async function customerContact(db: Db, customerId: number) {
  const [row] = await db
    .select({ name: customers.name, email: customers.email, lang: customers.lang })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}
