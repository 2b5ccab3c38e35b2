import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { companies } from './schema/companies';
import { ratings } from './schema/ratings';
import { qualified } from './sql/qualified';
import { ratingShown } from './sql/shown-ratings';

/**
 * Recomputes the cached figures of companies (all, or the given ids) from ratings and proposals:
 * rate = mean general evaluation (null without ratings), rates_count (both of the ratings the
 * association has not hidden, so every public figure, order and rich result follows a hiding), proposals_sent = distinct
 * quotes it sent a proposal to, proposals_chosen = its chosen proposals.
 */
export async function refreshCompanyStats(db: Db, companyIds?: readonly number[]): Promise<void> {
  if (companyIds && companyIds.length === 0) return;
  await db
    .update(companies)
    .set({
      rate: sql`(select round(avg(${ratings.generalEvaluation}), 2) from ${ratings} where ${ratings.companyId} = ${qualified(companies.id)} and ${ratingShown})`,
      ratesCount: sql`(select count(*)::int from ${ratings} where ${ratings.companyId} = ${qualified(companies.id)} and ${ratingShown})`,
      proposalsSent: sql`(select count(distinct p.quote_id)::int from quote_proposals p where p.company_id = ${qualified(companies.id)})`,
      proposalsChosen: sql`(select count(*)::int from quote_proposals p where p.company_id = ${qualified(companies.id)} and p.chosen)`,
    })
    .where(companyIds ? inArray(companies.id, [...companyIds]) : undefined);
}
