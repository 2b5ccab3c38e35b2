import { sql } from 'drizzle-orm';
import { RESPONSIVENESS_WINDOW_MONTHS } from '../../../shared/responsiveness';
import type { Db } from '../client';
import { upsertResponsiveness } from '../responsiveness-figures';
import { companies, companyCategories } from '../schema/companies';
import { quoteProposals, quoteRecipients, quotes, quoteTargets } from '../schema/quotes';

/*
 * Plausible responsiveness figures for the demo (issue 18 item 6). The planned quotes have every
 * recipient answering two or three days after the request; real suppliers differ. Deterministic
 * (from the ids), so it draws nothing from the demo's random sequence and leaves the rest as it was.
 */

/**
 * Runs after the quotes are inserted: proposal times spread from an hour to four days,
 * one in three concluded quotes also went to a company of its category that never answered,
 * first answers taken from the proposals, and every company's figures computed.
 */
export async function seedResponsiveness(db: Db, now: Date): Promise<void> {
  // Some companies answer within hours, others take days: up to 1, 2, 3 or 4 days by company.
  // Every proposal stays before the quote's choice and close.
  await db.execute(sql`
    update ${quoteProposals} p set created_at = least(
        q.date_open + make_interval(hours => (1 + (p.id * 37 + q.id * 11) % 24) * (1 + (p.company_id * 13) % 4)),
        coalesce(q.date_close, ${now}) - interval '1 hour')
      from ${quotes} q
      where q.id = p.quote_id and q.status = 'c'`);
  await db.execute(sql`
    update ${quoteProposals} p set chosen_at = q.date_close
      from ${quotes} q where q.id = p.quote_id and p.chosen and p.chosen_at < p.created_at`);
  // A silent recipient on one in three concluded quotes: asked, never answered.
  await db.execute(sql`
    with silent as (
      select q.id as quote_id, pick.company_id, q.date_open from ${quotes} q
      cross join lateral (
        select cc.company_id from ${companyCategories} cc
        join ${companies} c on c.id = cc.company_id
        where cc.category_id = q.category_id and c.accepts_quotes and c.email_valid
          and c.owner_id is distinct from q.customer_id
          and not exists (select 1 from ${quoteRecipients} r where r.quote_id = q.id and r.company_id = cc.company_id)
        order by (cc.company_id * 7 + q.id) % 97, cc.company_id
        limit 1
      ) pick
      where q.status = 'c' and q.id % 3 = 0
    ), targeted as (
      insert into ${quoteTargets} (quote_id, company_id)
      select s.quote_id, s.company_id from silent s
      join ${quotes} q on q.id = s.quote_id and not q.all_companies
    )
    insert into ${quoteRecipients} (quote_id, company_id, created_at)
    select quote_id, company_id, date_open from silent`);
  await db.execute(sql`
    update ${quoteRecipients} r set first_answer_at = p.first
      from (select quote_id, company_id, min(created_at) as first from ${quoteProposals}
            where company_id is not null group by quote_id, company_id) p
      where p.quote_id = r.quote_id and p.company_id = r.company_id`);
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - RESPONSIVENESS_WINDOW_MONTHS);
  await upsertResponsiveness(
    db,
    sql`exists (select 1 from ${quoteRecipients} x where x.company_id = c.id)`,
    since,
    now,
  );
}
