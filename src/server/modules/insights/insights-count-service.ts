import { isbot } from 'isbot';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import type { InsightsCountBody } from '../../../shared/schemas/insights';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import type { InsightsCounter } from './insights-counter';

/** Who sent a report, as far as counting needs: never stored, only compared. */
export interface Reporter {
  /** The logged-in account, if any: a company's owner is not counted on their own company. */
  userId: number | null;
  userAgent: string | undefined;
  /** The client address, only for the per-address limit (LIMITS.insightsAddress, a keyed digest). */
  address: string;
}

/**
 * Counts a browser's reports (each already kept to once per company and kind every 30 minutes by
 * the browser's session). Not counted: a crawler or link previewer (isbot's maintained list of
 * user agents; a request with no user agent is no browser), a company's own owner, an unknown or
 * suspended company, reports from an address past LIMITS.insightsAddress (dropped, the answer
 * unchanged: a script cannot inflate a company's counts, nor learn where the limit lies). Answers
 * how many were counted; nothing about the reporter is kept but the limit's keyed digest.
 */
export async function countReports(
  db: Db,
  counter: InsightsCounter,
  reporter: Reporter,
  body: InsightsCountBody,
  now = new Date(),
): Promise<number> {
  if (!reporter.userAgent || isbot(reporter.userAgent)) return 0;
  if (!(await withinLimit(db, reporter.address, now))) return 0;
  const known = await counter.resolve(body.events.map((event) => event.company));
  const day = saoPauloDay(now);
  let counted = 0;
  for (const event of body.events) {
    const company = known.get(event.company);
    if (!company || company.ownerId === reporter.userId) continue;
    counter.add(company.id, day, event.kind);
    counted += 1;
  }
  return counted;
}

/*
 * One upsert per report call, on the sender's own counter row: unlike a count per company and day,
 * which every visitor of a popular company would lock in turn (why the counts are batched), no two
 * visitors share this row, so it adds a statement but no contention; and it holds across processes.
 */
async function withinLimit(db: Db, address: string, now: Date): Promise<boolean> {
  try {
    await consumeAttempt(db, limitKey('insights:address', address), LIMITS.insightsAddress, now);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'AUT002') return false;
    throw error;
  }
}
