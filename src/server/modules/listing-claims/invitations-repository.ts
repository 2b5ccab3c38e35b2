import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { ClaimListingsBody, InvitationState } from '../../../shared/schemas/listing-claims';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { listingInvitations } from '../../db/schema/listing-claims';
import { containsPattern } from '../../db/sql/search';

/* The association's invitations to claim unclaimed listings (issue 33 item 3, decision 0039). */

export interface ClaimListing {
  reqId: string;
  tradeName: string;
  email: string;
  lang: Lang;
  state: InvitationState;
  sentAt: Date | null;
  expiresAt: Date | null;
  bounced: boolean;
}

/** An address the mailer refused once (a failed invitation): never tried again. */
export const bouncedSql = (email: ReturnType<typeof sql>) =>
  sql`exists (select 1 from listing_invitations f where f.status = 'failed' and lower(f.email) = lower(${email}))`;

/** The state the admin sees: the latest invitation's, a sent one past its days as `expired`. */
const stateSql = (now: Date) => sql`case
  when i.id is null then 'none'
  when i.status = 'sending' then 'queued'
  when i.status = 'sent' and i.expires_at <= ${now} then 'expired'
  else i.status end`;

/** Unclaimed listings, newest first, each with its latest invitation's state. */
export async function claimListings(db: Db, body: ClaimListingsBody, pageSize: number, now: Date) {
  const search = body.search ? containsPattern(body.search) : null;
  const state = stateSql(now);
  const result = await db.execute<{
    reqId: string;
    tradeName: string;
    email: string;
    lang: Lang;
    state: InvitationState;
    sentAt: Date | string | null;
    expiresAt: Date | string | null;
    bounced: boolean;
    total: number;
  }>(sql`
    select * from (
      select c.req_id as "reqId", c.trade_name as "tradeName", c.email, c.lang, ${state} as state,
        i.sent_at as "sentAt", i.expires_at as "expiresAt", ${bouncedSql(sql`c.email`)} as bounced,
        c.created_at, c.id
      from companies c
      left join lateral (select * from listing_invitations li where li.company_id = c.id
        order by li.created_at desc, li.id desc limit 1) i on true
      where c.owner_id is null
        ${search ? sql`and (c.trade_name ilike ${search} or c.name ilike ${search} or c.email ilike ${search})` : sql``}
    ) l
    ${body.state === 'all' ? sql`` : sql`where l.state = ${body.state}`}
    order by l.created_at desc, l.id desc
    limit ${pageSize} offset ${(body.page - 1) * pageSize}`);
  const [countRow] = (
    await db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select ${state} as state from companies c
        left join lateral (select * from listing_invitations li where li.company_id = c.id
          order by li.created_at desc, li.id desc limit 1) i on true
        where c.owner_id is null
          ${search ? sql`and (c.trade_name ilike ${search} or c.name ilike ${search} or c.email ilike ${search})` : sql``}
      ) l ${body.state === 'all' ? sql`` : sql`where l.state = ${body.state}`}`)
  ).rows;
  const at = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    rows: result.rows.map((r): ClaimListing => ({ ...r, sentAt: at(r.sentAt), expiresAt: at(r.expiresAt) })),
    total: countRow?.n ?? 0,
  };
}

export type InviteTarget = {
  id: number;
  reqId: string;
  tradeName: string;
  email: string;
  /** A live invitation: queued, sending, or sent and not yet expired. */
  live: boolean;
  bounced: boolean;
};

/** The unclaimed listings to invite (all, or those named), locked against a claim meanwhile. */
export async function inviteTargets(
  db: Db,
  reqIds: readonly string[] | 'all',
  now: Date,
): Promise<InviteTarget[]> {
  const result = await db.execute<InviteTarget>(sql`
    select c.id, c.req_id as "reqId", c.trade_name as "tradeName", c.email,
      exists (select 1 from listing_invitations li where li.company_id = c.id
        and (li.status in ('queued', 'sending') or (li.status = 'sent' and li.expires_at > ${now}))) as live,
      ${bouncedSql(sql`c.email`)} as bounced
    from companies c
    where c.owner_id is null and c.email <> ''
      ${
        reqIds === 'all'
          ? sql``
          : sql`and c.req_id in ${
              reqIds.length
                ? sql`(${sql.join(
                    reqIds.map((r) => sql`${r}`),
                    sql`, `,
                  )})`
                : sql`(null)`
            }`
      }
    order by c.id
    for update of c`);
  return result.rows;
}

/** Ends the listings' sent invitations whose days passed, so a new one may be live. */
export async function expireSent(db: Db, companyIds: readonly number[], now: Date): Promise<void> {
  if (companyIds.length === 0) return;
  await db
    .update(listingInvitations)
    .set({ status: 'expired', endedAt: now })
    .where(
      and(
        inArray(listingInvitations.companyId, [...companyIds]),
        eq(listingInvitations.status, 'sent'),
        sql`${listingInvitations.expiresAt} <= ${now}`,
      ),
    );
}

/** Ends the listing's live invitation (its link stops working); how many were ended. */
export async function endLive(
  db: Db,
  companyId: number,
  status: 'revoked' | 'expired',
  now: Date,
): Promise<number> {
  const rows = await db
    .update(listingInvitations)
    .set({ status, endedAt: now })
    .where(
      and(
        eq(listingInvitations.companyId, companyId),
        inArray(listingInvitations.status, ['queued', 'sending', 'sent']),
      ),
    )
    .returning({ id: listingInvitations.id });
  return rows.length;
}

export async function queueInvitations(
  db: Db,
  rows: readonly { companyId: number; email: string }[],
  actorId: number,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(listingInvitations)
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, actorId, createdAt: now })));
}

/** An unclaimed or claimed listing by reqId, for the per-listing calls. */
export async function listingByReqId(db: Db, reqId: string, lock = false) {
  const query = db
    .select({
      id: companies.id,
      reqId: companies.reqId,
      tradeName: companies.tradeName,
      email: companies.email,
      lang: companies.lang,
      ownerId: companies.ownerId,
    })
    .from(companies)
    .where(eq(companies.reqId, reqId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setListingLang(db: Db, companyId: number, lang: Lang): Promise<void> {
  await db
    .update(companies)
    .set({ lang })
    .where(and(eq(companies.id, companyId), isNull(companies.ownerId)));
}

export async function addressBounced(db: Db, email: string): Promise<boolean> {
  const result = await db.execute<{ bounced: boolean }>(sql`select ${bouncedSql(sql`${email}`)} as bounced`);
  return result.rows[0]?.bounced ?? false;
}

/* Using an invitation's link. */

export async function invitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: listingInvitations.id,
      companyId: listingInvitations.companyId,
      status: listingInvitations.status,
      expiresAt: listingInvitations.expiresAt,
    })
    .from(listingInvitations)
    .where(eq(listingInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks the invitation used, once: of parallel uses one gets the row, the others nothing. */
export async function spendInvitation(db: Db, tokenHash: string, customerId: number, now: Date) {
  const [row] = await db
    .update(listingInvitations)
    .set({ status: 'used', usedBy: customerId, endedAt: now })
    .where(
      and(
        eq(listingInvitations.tokenHash, tokenHash),
        eq(listingInvitations.status, 'sent'),
        sql`${listingInvitations.expiresAt} > ${now}`,
      ),
    )
    .returning({ companyId: listingInvitations.companyId });
  return row;
}

/** A sent invitation made on the spot (a quote request's e-mail carries its link). */
export async function insertSentInvitation(
  db: Db,
  values: { companyId: number; email: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(listingInvitations).values({
    companyId: values.companyId,
    email: values.email,
    status: 'sent',
    tokenHash: values.tokenHash,
    createdAt: values.now,
    sentAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** Records that mail to the address failed (outside an invitation), so nothing is sent to it again. */
export async function insertFailedInvitation(
  db: Db,
  values: { companyId: number; email: string; now: Date },
) {
  await db.insert(listingInvitations).values({
    companyId: values.companyId,
    email: values.email,
    status: 'failed',
    createdAt: values.now,
    endedAt: values.now,
  });
}

export async function listingById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      tradeName: companies.tradeName,
      email: companies.email,
      lang: companies.lang,
      ownerId: companies.ownerId,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}
