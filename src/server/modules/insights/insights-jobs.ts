import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../plugins/jobs';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { pruneCounters } from './insights-count-repository';
import { ADDRESS_SCOPE } from './insights-count-service';
import { refreshQuoteCounts, rollUpDays } from './insights-jobs-repository';
import { storeListingWindows } from './insights-listings-service';
import { monthStart } from './insights-service';

/** Daily rows are kept for the 13 whole months before the current one, then rolled up per month. */
export const DAILY_MONTHS = 13;

/**
 * Today's and yesterday's quote columns, from the quote tables (a request, an answer, a choice, a
 * rating); then, the first time in a São Paulo day, the association's view's sums of the past days
 * (so the view's first call of the day does not wait for them).
 */
export async function refreshRecentQuoteCounts(db: Db, now = new Date()): Promise<void> {
  const today = saoPauloDay(now);
  await refreshQuoteCounts(db, addDays(today, -1), today);
  await storeListingWindows(db, now);
}

/**
 * The daily pass: the last 35 days' quote columns again (a rating hidden since, a late first
 * answer), the association's view's sums of the past days anew (they hold those columns), then
 * the days older than DAILY_MONTHS months into their months.
 */
export async function dailyInsightsPass(db: Db, now = new Date()): Promise<number> {
  const today = saoPauloDay(now);
  await refreshQuoteCounts(db, addDays(today, -35), today);
  await storeListingWindows(db, now, true);
  return rollUpDays(db, monthStart(today, DAILY_MONTHS));
}

export const insightsQuoteCountsJob: JobDefinition = {
  name: 'insights-quote-counts',
  cron: '*/10 * * * *',
  atStart: true,
  run: (app) => refreshRecentQuoteCounts(app.db),
};

export const insightsDailyJob: JobDefinition = {
  name: 'insights-daily',
  cron: '20 3 * * *',
  run: (app) => dailyInsightsPass(app.db),
};

/**
 * The per-address counters of the browser's reports whose window has ended (one row per visitor
 * address and window, written by the counting's flush: decision 0030), every 10 minutes.
 */
export const insightsLimitsPruneJob: JobDefinition = {
  name: 'insights-limits-prune',
  cron: '*/10 * * * *',
  run: (app) => pruneCounters(app.db, ADDRESS_SCOPE, LIMITS.insightsAddress, new Date()),
};
