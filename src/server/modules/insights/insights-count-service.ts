import { isbot } from 'isbot';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import type { InsightsCountBody } from '../../../shared/schemas/insights';
import { limitKey } from '../rate-limit/rate-limit-service';
import type { InsightsCounter } from './insights-counter';

/** Who sent a report, as far as counting needs: never stored, only compared. */
export interface Reporter {
  /** The logged-in account, if any: a company's owner is not counted on their own company. */
  userId: number | null;
  userAgent: string | undefined;
  /** The client address, only for the per-address limit (LIMITS.insightsAddress, a keyed digest). */
  address: string;
}

/** The per-address limit's key scope (its rows are pruned by insightsLimitsPruneJob). */
export const ADDRESS_SCOPE = 'insights:address';

let dayOf = { minute: -1, day: '' };

/** saoPauloDay, formatted once a minute (São Paulo's days turn on a whole minute). */
function today(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== dayOf.minute) dayOf = { minute, day: saoPauloDay(now) };
  return dayOf.day;
}

/**
 * Counts a browser's reports (each already kept to once per company and kind every 30 minutes by
 * the browser's session). Not counted: a crawler or link previewer (isbot's maintained list of
 * user agents; a request with no user agent is no browser), a company's own owner, an unknown or
 * suspended company, reports from an address past LIMITS.insightsAddress (dropped, the answer
 * unchanged: a script cannot inflate a company's counts, nor learn where the limit lies). The
 * last three are decided at the counter's next flush (insights-counter.ts): a report costs no
 * database work. Nothing about the reporter is kept but the limit's keyed digest.
 */
export function countReports(
  counter: InsightsCounter,
  reporter: Reporter,
  body: InsightsCountBody,
  now = new Date(),
): void {
  if (!reporter.userAgent || isbot(reporter.userAgent)) return;
  counter.add(
    {
      key: limitKey(ADDRESS_SCOPE, reporter.address),
      userId: reporter.userId,
      day: today(now),
      events: body.events,
    },
    now.getTime(),
  );
}
