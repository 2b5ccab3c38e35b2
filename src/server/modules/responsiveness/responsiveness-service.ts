import {
  answeredPercent,
  RESPONSIVENESS_MIN_REQUESTS,
  RESPONSIVENESS_WINDOW_MONTHS,
} from '../../../shared/responsiveness';
import type { ResponsivenessFigures } from '../../../shared/schemas/responsiveness';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type FiguresRow,
  findFigures,
  findFiguresOf,
  ownedCompanyId,
  refreshFigures,
  refreshPassedDeadlineFigures,
  refreshRecipientFigures,
  refreshStaleFigures,
  setFirstAnswer,
} from './responsiveness-repository';

/*
 * Responsiveness (issue 18 item 6, docs/decisions/0021-responsiveness.md). Each company's figures
 * live in company_responsiveness, recomputed for the companies an event touches (a quote received,
 * a first answer) inside the event's transaction, and periodically for those whose 12-month window
 * moved (responsiveness-sweep.ts). The callers tell the catalogue cache after their commit
 * (catalogueChanged): the figures are on the public cards and pages.
 */

/** The start of the window that ends at `now`. */
export function windowStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - RESPONSIVENESS_WINDOW_MONTHS);
  return start;
}

/** Recomputes these companies' figures as of `now`: call it when they receive a quote request. */
export async function refreshResponsiveness(
  tx: Db,
  companyIds: readonly number[],
  now = new Date(),
): Promise<void> {
  await refreshFigures(tx, companyIds, windowStart(now), now);
}

/**
 * Recomputes the figures of every recipient of the quote: call it inside the transaction that
 * closes it (chosen, cancelled) or moves its deadline, since whether its requests count changes.
 */
export async function refreshQuoteRecipients(tx: Db, quoteId: number, now = new Date()): Promise<void> {
  await refreshRecipientFigures(tx, quoteId, windowStart(now), now);
}

/**
 * The company answered the quote request (its first question or proposal, or a decline): records when, unless
 * it had already answered, and refreshes its figures. Call it inside the answer's transaction, and
 * catalogueChanged(db) after the commit. Answers whether this was its first answer.
 */
export async function markRecipientAnswered(
  tx: Db,
  quoteId: number,
  companyId: number,
  at: Date,
): Promise<boolean> {
  const first = await setFirstAnswer(tx, quoteId, companyId, at);
  if (first) await refreshResponsiveness(tx, [companyId], at);
  return first;
}

/** Figures left unrefreshed this long are recomputed by the sweep. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 1_000;

/**
 * Recomputes, in batches, the figures of every company whose unanswered request reached its
 * deadline since they were computed (from then on it counts), then every stale company's; answers
 * how many.
 */
export async function refreshStaleResponsiveness(db: Db, now = new Date()): Promise<number> {
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
  const since = windowStart(now);
  let total = 0;
  for (;;) {
    const done = await refreshPassedDeadlineFigures(db, since, now, SWEEP_BATCH);
    total += done;
    if (done < SWEEP_BATCH) break;
  }
  for (;;) {
    const done = await refreshStaleFigures(db, staleBefore, since, now, SWEEP_BATCH);
    total += done;
    if (done < SWEEP_BATCH) return total;
  }
}

/** The figures as the wire carries them. */
export function presentFigures(row: FiguresRow): ResponsivenessFigures {
  return {
    requests: row.requests,
    answeredPercent: answeredPercent(row.requests, row.answered),
    medianSeconds: row.medianSeconds,
  };
}

/** The public figures of a card or page (a left join: nulls before the first request), only with enough requests. */
export function publicFigures(row: {
  requests: number | null;
  answered: number | null;
  medianSeconds: number | null;
}): ResponsivenessFigures | undefined {
  const { requests, answered, medianSeconds } = row;
  if (requests === null || answered === null || requests < RESPONSIVENESS_MIN_REQUESTS) return undefined;
  return presentFigures({ requests, answered, medianSeconds });
}

/**
 * The public figures of several companies (those below 5 requests have none): for the customer's
 * comparison of the proposals of a quote (issue 18 item 1).
 */
export async function publicFiguresOf(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, ResponsivenessFigures>> {
  const rows = await findFiguresOf(db, companyIds);
  const shown = new Map<number, ResponsivenessFigures>();
  for (const [companyId, row] of rows) {
    const figures = publicFigures(row);
    if (figures) shown.set(companyId, figures);
  }
  return shown;
}

/** GET /company/responsiveness: the caller's company's own figures, shown publicly or not yet. */
export async function ownResponsiveness(db: Db, customerId: number) {
  const companyId = await ownedCompanyId(db, customerId);
  if (companyId === undefined) throw new AppError('CMP003');
  const row = (await findFigures(db, companyId)) ?? { requests: 0, answered: 0, medianSeconds: null };
  return {
    ...presentFigures(row),
    answered: row.answered,
    shown: row.requests >= RESPONSIVENESS_MIN_REQUESTS,
    minRequests: RESPONSIVENESS_MIN_REQUESTS,
  };
}
