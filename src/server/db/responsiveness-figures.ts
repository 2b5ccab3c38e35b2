import { type SQL, sql } from 'drizzle-orm';
import { RESPONSIVENESS_GRACE_HOURS } from '../../shared/responsiveness';
import type { Db } from './client';
import { companies } from './schema/companies';
import { quoteRecipients, quotes } from './schema/quotes';
import { companyResponsiveness } from './schema/responsiveness';

/**
 * Whether a request (`r`, its quote `q`) counts as of `now` (decision 0021): once the company
 * answered it; otherwise once its deadline passed while the quote was open, or once the quote was
 * closed (chosen or cancelled) at least RESPONSIVENESS_GRACE_HOURS after the company received it.
 * A request still open before its deadline, or closed before the company could reasonably answer,
 * says nothing about the company yet.
 */
function counted(now: Date): SQL {
  return sql`(r.first_answer_at is not null
    or (q.deadline <= ${now} and (q.date_close is null or q.date_close >= q.deadline))
    or (q.status <> 'a' and q.date_close >= r.created_at + make_interval(hours => ${RESPONSIVENESS_GRACE_HOURS})))`;
}

/**
 * Recomputes, in one statement, the responsiveness figures (company_responsiveness) of the
 * companies `which` picks (a condition on `c`, the companies row) from the requests they received
 * after `since` in the catalogue (not the outside invitations linked to it later, decision 0048:
 * they were sent before it could answer here): requests that count (`counted`), answered (a first answer recorded), and the
 * median seconds from receiving to first answering. Each company's recipient rows are read through
 * quote_recipients_company_idx, their quotes by primary key. The service keeps them current
 * (modules/responsiveness); the demo seeds them.
 */
export function upsertResponsiveness(db: Db, which: SQL, since: Date, now: Date) {
  return db.execute(sql`
    insert into ${companyResponsiveness} (company_id, requests, answered, median_seconds, refreshed_at)
    select c.id, count(r.company_id) filter (where ${counted(now)})::int, count(r.first_answer_at)::int,
      round(percentile_cont(0.5) within group (order by extract(epoch from r.first_answer_at - r.created_at))
        filter (where r.first_answer_at is not null))::int,
      ${now}
    from ${companies} c
    left join ${quoteRecipients} r on r.company_id = c.id and r.created_at > ${since} and r.outside_id is null
    left join ${quotes} q on q.id = r.quote_id
    where ${which}
    group by c.id
    on conflict (company_id) do update set
      requests = excluded.requests,
      answered = excluded.answered,
      median_seconds = excluded.median_seconds,
      refreshed_at = excluded.refreshed_at`);
}
