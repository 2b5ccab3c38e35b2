import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { listingInvitations } from '../../db/schema/listing-claims';
import { bouncedSql } from './invitations-repository';

/* The sender's side of the invitations to claim a listing (invitation-sender.ts, decision 0039). */

export type QueuedInvitation = {
  id: number;
  email: string;
  lang: Lang;
  tradeName: string;
};

/** The oldest queued invitations of still unclaimed listings. */
export async function queuedBatch(db: Db, size: number): Promise<QueuedInvitation[]> {
  const result = await db.execute<QueuedInvitation>(sql`
    select i.id, i.email, c.lang, c.trade_name as "tradeName"
    from listing_invitations i join companies c on c.id = i.company_id
    where i.status = 'queued'
    order by i.id limit ${size}`);
  return result.rows;
}

/**
 * Claims a queued invitation for sending with its token's hash (committed before the mail goes, so
 * it is never sent twice); false when it was revoked or its listing claimed meanwhile, or its
 * address failed since (then it fails too, unsent).
 */
export async function startSending(
  db: Db,
  id: number,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<'sending' | 'skip'> {
  const result = await db.execute<{ id: number }>(sql`
    update listing_invitations i set status = 'sending', token_hash = ${tokenHash}, expires_at = ${expiresAt}
    from companies c
    where i.id = ${id} and i.status = 'queued' and c.id = i.company_id and c.owner_id is null
      and not ${bouncedSql(sql`i.email`)}
    returning i.id`);
  if (result.rows.length > 0) return 'sending';
  await db.execute(sql`
    update listing_invitations set status = 'revoked', ended_at = ${now}
    where id = ${id} and status = 'queued'`);
  return 'skip';
}

export async function finishSending(db: Db, id: number, status: 'sent' | 'failed', now: Date): Promise<void> {
  await db
    .update(listingInvitations)
    .set(status === 'sent' ? { status, sentAt: now } : { status, endedAt: now, tokenHash: null })
    .where(and(eq(listingInvitations.id, id), eq(listingInvitations.status, 'sending')));
}

/**
 * Invitations a stopped sender left `sending`: the mail may have gone, so they count as sent (their
 * link works); the admin resends one that never arrived.
 */
export async function settleInFlight(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(listingInvitations)
    .set({ status: 'sent', sentAt: now })
    .where(eq(listingInvitations.status, 'sending'))
    .returning({ id: listingInvitations.id });
  return rows.length;
}
