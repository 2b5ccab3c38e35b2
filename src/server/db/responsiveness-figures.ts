import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { companies } from './schema/companies';
import { quoteRecipients } from './schema/quotes';
import { companyResponsiveness } from './schema/responsiveness';

/**
 * Recomputes, in one statement, the responsiveness figures (company_responsiveness) of the
 * companies `which` picks (a condition on `c`, the companies row) from the requests they received
 * after `since`: requests, answered (a first answer recorded), and the median seconds from
 * receiving to first answering. Each company's recipient rows are read through
 * quote_recipients_company_idx. The service keeps them current (modules/responsiveness); the demo
 * seeds them.
 */
export function upsertResponsiveness(db: Db, which: SQL, since: Date, now: Date) {
  return db.execute(sql`
    insert into ${companyResponsiveness} (company_id, requests, answered, median_seconds, refreshed_at)
    select c.id, count(r.company_id)::int, count(r.first_answer_at)::int,
      round(percentile_cont(0.5) within group (order by extract(epoch from r.first_answer_at - r.created_at))
        filter (where r.first_answer_at is not null))::int,
      ${now}
    from ${companies} c
    left join ${quoteRecipients} r on r.company_id = c.id and r.created_at > ${since}
    where ${which}
    group by c.id
    on conflict (company_id) do update set
      requests = excluded.requests,
      answered = excluded.answered,
      median_seconds = excluded.median_seconds,
      refreshed_at = excluded.refreshed_at`);
}
