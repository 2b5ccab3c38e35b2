import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quoteListingMails } from '../../db/schema/listing-claims';

/* Quote requests e-mailed to unclaimed listings (issue 33 item 2, migration 0091). */

export async function queueListingMails(
  db: Db,
  quoteId: number,
  companyIds: readonly number[],
): Promise<void> {
  if (companyIds.length === 0) return;
  await db.insert(quoteListingMails).values(companyIds.map((companyId) => ({ quoteId, companyId })));
}

export interface QueuedListingMail {
  quoteId: number;
  companyId: number;
  title: string;
  description: string;
  deadline: Date | string | null;
  categoryPt: string;
  categoryEn: string;
}

export async function queuedListingMails(db: Db, size: number): Promise<QueuedListingMail[]> {
  const result = await db.execute<QueuedListingMail & Record<string, unknown>>(sql`
    select m.quote_id as "quoteId", m.company_id as "companyId", q.title, q.description, q.deadline,
      c.name_pt as "categoryPt", c.name_en as "categoryEn"
    from quote_listing_mails m
    join quotes q on q.id = m.quote_id
    join categories c on c.id = q.category_id
    where m.status = 'queued'
    order by m.quote_id, m.company_id
    limit ${size}`);
  return result.rows;
}

/** Moves a row from one state to another; false when it was not in `from` (another sender took it). */
export async function moveListingMail(
  db: Db,
  key: { quoteId: number; companyId: number },
  from: 'queued' | 'sending',
  to: 'sending' | 'sent' | 'failed' | 'skipped',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(quoteListingMails)
    .set({ status: to, ...(to === 'sent' ? { sentAt: now } : {}) })
    .where(
      and(
        eq(quoteListingMails.quoteId, key.quoteId),
        eq(quoteListingMails.companyId, key.companyId),
        eq(quoteListingMails.status, from),
      ),
    )
    .returning({ quoteId: quoteListingMails.quoteId });
  return rows.length > 0;
}

/** Rows a stopped sender left in flight: the mail may have gone, so they are not sent again. */
export async function settleListingMailsInFlight(db: Db): Promise<number> {
  const rows = await db
    .update(quoteListingMails)
    .set({ status: 'sent' })
    .where(eq(quoteListingMails.status, 'sending'))
    .returning({ quoteId: quoteListingMails.quoteId });
  return rows.length;
}
