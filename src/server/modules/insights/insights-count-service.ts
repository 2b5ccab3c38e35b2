import { isbot } from 'isbot';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import type { InsightsCountBody } from '../../../shared/schemas/insights';
import type { InsightsCounter } from './insights-counter';

/** Who sent a report, as far as counting needs: never stored, only compared. */
export interface Reporter {
  /** The logged-in account, if any: a company's owner is not counted on their own company. */
  userId: number | null;
  userAgent: string | undefined;
}

/**
 * Counts a browser's reports (each already kept to once per company and kind every 30 minutes by
 * the browser's session). Not counted: a crawler or link previewer (isbot's maintained list of
 * user agents; a request with no user agent is no browser), a company's own owner, an unknown or
 * suspended company. Answers how many were counted; nothing about the reporter is kept.
 */
export async function countReports(
  counter: InsightsCounter,
  reporter: Reporter,
  body: InsightsCountBody,
  now = new Date(),
): Promise<number> {
  if (!reporter.userAgent || isbot(reporter.userAgent)) return 0;
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
