import { sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';

/** An owner whose company's digest is on, not yet claimed for the month. */
export type DigestOwner = {
  owner_id: number;
  email: string;
  lang: Lang;
  company_id: number;
  trade_name: string;
};

/** Up to `limit` owners still to receive the digest of `month` (YYYY-MM-01), digest on, company listed. */
export async function ownersToDigest(db: Db, month: string, limit: number): Promise<DigestOwner[]> {
  const result = await db.execute<DigestOwner>(sql`
    select c.owner_id, cu.email, cu.lang, c.id as company_id, c.trade_name
    from companies c join customers cu on cu.id = c.owner_id
    where c.insights_digest and c.suspended_at is null and cu.blocked_at is null
      and not exists (select 1 from insight_digests d where d.owner_id = c.owner_id and d.month = ${month}::date)
    order by c.owner_id limit ${limit}`);
  return result.rows;
}

/**
 * Claims the owner's digest of the month: true for the one call that inserted the row. Made before
 * the mail leaves, so a restart, a retry or a second process never sends it twice (decision 0030).
 */
export async function claimDigest(db: Db, ownerId: number, month: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into insight_digests (owner_id, month) values (${ownerId}, ${month}::date)
    on conflict do nothing returning owner_id`);
  return result.rows.length > 0;
}

/** What the tip is chosen from: requests still waiting for the company, its products, its profile's gaps. */
export async function digestContext(db: Db, companyId: number) {
  const result = await db.execute<{ waiting: number; products: number; gaps: number }>(sql`
    select
      (select count(*)::int from quote_recipients r join quotes q on q.id = r.quote_id
        where r.company_id = ${companyId} and q.status = 'a' and r.first_answer_at is null
          and (q.deadline is null or q.deadline > now())) as waiting,
      (select count(*)::int from company_products p where p.company_id = ${companyId}) as products,
      (select (logo_file_id is null)::int + (website is null)::int + (phone_1 is null and whatsapp is null)::int
         + (keywords is null)::int from companies where id = ${companyId}) as gaps`);
  return result.rows[0] ?? { waiting: 0, products: 0, gaps: 0 };
}

/** Turns the digest off for this owner's company (the e-mail's signed link). */
export async function digestOff(db: Db, ownerId: number): Promise<void> {
  await db.execute(sql`update companies set insights_digest = false where owner_id = ${ownerId}`);
}
