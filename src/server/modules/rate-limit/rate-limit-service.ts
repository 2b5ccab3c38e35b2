import { setTimeout as sleep } from 'node:timers/promises';
import { OUTSIDE } from '../../../shared/schemas/quote-outside';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { personalDigest } from '../../lib/personal-digest';
import { countInWindow, firstLock, giveBack, hitsSet, recordHit, resetLimit } from './rate-limit-repository';

// The counters' statements are the repository's; other modules reach them only through this service.
export { countInWindow, firstLock, giveBack, hitsSet, recordHit, resetLimit };

/**
 * Brute-force brakes (DECISIONS.md 4): a counter per key in the database, so every server process
 * sharing it agrees. When `max` hits fall within `windowMs` of the window's first hit, the key is
 * locked for `lockMs` and calls on it answer AUT002 with the minutes left. A rule without `max`
 * never locks: it only slows (see slowDown), for keys anyone may hit, such as a CPF, whose lock
 * would lock their owner out. An attempt is counted before the work it guards and checked against
 * what that count returned (takeAttempts), never read first and counted after: a burst of parallel
 * requests would all read the same count.
 */
export type LimitRule = {
  windowMs: number;
  /**
   * Failures answered at once; each one past this many within the window is answered later
   * (see slowDown), so a script is slowed before the lock refuses it.
   */
  slowAfter?: number;
} & ({ max: number; lockMs: number } | { max?: undefined; lockMs?: undefined });

/**
 * The numbers, chosen so a person who mistypes never meets them and a script gets a handful of
 * guesses per quarter hour:
 * - login: 5 failures for one CPF from one client address, or 20 from one address whatever the
 *   CPF, in 15 min lock that pair or that address for 15 min; a successful login clears the pair's
 *   counter (not the address's, which a shared office may fill). A CPF alone is never locked, since
 *   anyone may type it: past 5 failures from anywhere within 15 min, every login to it, the right
 *   one too, waits a step longer, up to SLOWDOWN.maxMs. Failures are also answered more slowly
 *   from the 3rd of a pair and the 16th of an address;
 * - recovery: 3 requests per CPF or 10 per address in an hour lock for an hour (each one mails),
 *   slowed from the 2nd for a CPF and the 6th from an address;
 * - recovery codes: 10 wrong codes per address in 30 min lock for 30 min (per-code tries are
 *   counted on the code itself, 5 at most), slowed from the 6th;
 * - registration: 10 per address or 5 per CPF in an hour lock for an hour;
 * - confirmation resends: 5 per account in an hour;
 * - password change: 5 wrong current passwords per account in 15 min lock for 15 min;
 * - rating reports: 10 per company owner in an hour (each one asks the association for a review; a
 *   real owner reports a handful of ratings, a script would fill the back office's queue);
 * - answers to ratings: 30 writes or removals per company owner in an hour (an owner answering a
 *   backlog of ratings, with a few corrections, stays well under it; each one may notify a rater);
 * - newsletter sign-ups: 3 per address or 20 per client address in an hour;
 * - company confirmation e-mails: 5 per company in an hour (registration and changes included);
 * - suggestions while typing: 240 per client address in a minute lock it for a minute (a buyer
 *   typing fast asks a few a second for a few seconds; an office behind one address fits; a script
 *   reading the catalogue letter by letter does not).
 * - the browser's insight reports (issue 35): 120 calls per client address in 10 minutes; past it
 *   the reports are dropped for 10 minutes, the answer unchanged (a browser sends a report or two
 *   per page it shows, so a busy office fits; a script inflating a company's views does not).
 * - reads of a quote's comparison through a share link (issue 34 item 5): 60 per client address in
 *   10 minutes lock it for 10 minutes (a colleague opens a link a few times; a script trying tokens
 *   or reading a link over and over does not fit).
 * - claiming a listing (issue 33 item 3): an admin's invitation calls (a batch, a resend), 30 in an
 *   hour per admin (each may queue hundreds of e-mails; a person re-sends a handful); a person's
 *   claims from listings' pages, 5 in an hour (each mails a link or fills the staff queue); reads and
 *   uses of claim links, 60 per client address in 10 minutes (a script trying tokens does not fit).
 * The newsletter's and the company confirmation's limits count their own way (the newsletter's
 * counter, the company's sent links) and refuse until their window ends, so their `lockMs` is the
 * window.
 */
export const LIMITS = {
  loginCpfAddress: { max: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS, slowAfter: 2 },
  loginAddress: { max: 20, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS, slowAfter: 15 },
  loginCpf: { windowMs: 15 * MINUTE_MS, slowAfter: 5 },
  recoverCpf: { max: 3, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS, slowAfter: 1 },
  recoverAddress: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS, slowAfter: 5 },
  recoveryCodeAddress: { max: 10, windowMs: 30 * MINUTE_MS, lockMs: 30 * MINUTE_MS, slowAfter: 5 },
  registerAddress: { max: 10, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  registerCpf: { max: 5, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  emailResendUser: { max: 5, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  passwordChangeUser: { max: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  newsletterEmail: { max: 3, windowMs: HOUR_MS, lockMs: HOUR_MS },
  newsletterAddress: { max: 20, windowMs: HOUR_MS, lockMs: HOUR_MS },
  companyConfirmMail: { max: 5, windowMs: HOUR_MS, lockMs: HOUR_MS },
  rateReportUser: { max: 10, windowMs: HOUR_MS, lockMs: HOUR_MS },
  rateReplyUser: { max: 30, windowMs: HOUR_MS, lockMs: HOUR_MS },
  suggestAddress: { max: 240, windowMs: MINUTE_MS, lockMs: MINUTE_MS },
  insightsAddress: { max: 120, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  sharedQuoteAddress: { max: 60, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  claimInviteUser: { max: 30, windowMs: HOUR_MS, lockMs: HOUR_MS },
  claimStartUser: { max: 5, windowMs: HOUR_MS, lockMs: HOUR_MS },
  claimLinkAddress: { max: 60, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /** Messages after an award (issue 34 item 8), per sender: a conversation, not a mailing channel. */
  threadMessageUser: { max: 30, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
  /**
   * Suppliers outside the catalogue (issue 34 item 7, decision 0045): each invitation mails an
   * address that never asked for it, so a buyer invites at most OUTSIDE.buyerPerDay in 24 hours and
   * an address is invited at most OUTSIDE.addressPerDay times in 24 hours, whoever invites it (a
   * buyer brings the few suppliers they know; a spammer's list does not fit). Reads and sends
   * through invitation links: 120 per client address in 10 minutes (a supplier pricing 100 items
   * reads and sends a few dozen times; a script trying tokens does not fit).
   */
  outsideInviteUser: { max: OUTSIDE.buyerPerDay, windowMs: DAY_MS, lockMs: DAY_MS },
  outsideInviteAddress: { max: OUTSIDE.addressPerDay, windowMs: DAY_MS, lockMs: DAY_MS },
  outsideLinkAddress: { max: 120, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
} as const satisfies Record<string, LimitRule>;

/**
 * A counter's key; the value (CPF, address, e-mail) is a keyed digest (lib/personal-digest.ts), so
 * the table holds no personal data nor anything a copy of it could reverse.
 */
export function limitKey(scope: string, value: string | number): string {
  return `${scope}:${personalDigest(String(value))}`;
}

/** AUT002 naming the whole minutes left of `waitMs`, for every limit (table or counter of its own). */
export function tooManyAttempts(waitMs: number): AppError {
  // `count` picks the plural form (error.AUT002_one: "1 minute"), in both languages.
  return new AppError('AUT002', { count: Math.max(1, Math.ceil(waitMs / MINUTE_MS)) });
}

export interface Attempt {
  key: string;
  rule: LimitRule;
}

/** An attempt counted by takeAttempts: its counter's value after it, for slowDown. */
export interface TakenAttempt extends Attempt {
  count: number;
}

/**
 * Takes one attempt on each key before the work it guards (a password or a code checked, an
 * e-mail sent). Counting comes first, in the one statement of recordHit, and the check reads what
 * that statement returned: PostgreSQL serialises the statements on a key, so of any burst, from
 * one process or several, exactly `max` attempts in a window go on and the others are refused.
 * When any key refuses, the attempts the others admitted are given back (a refused attempt is not
 * a try) and the call throws AUT002 naming the longest wait.
 */
export async function takeAttempts(
  db: Db,
  attempts: readonly Attempt[],
  now = new Date(),
): Promise<TakenAttempt[]> {
  const taken: TakenAttempt[] = [];
  let until: Date | null = null;
  for (const attempt of attempts) {
    const hit = await recordHit(db, attempt.key, attempt.rule, now);
    if (attempt.rule.max === undefined || hit.count <= attempt.rule.max) {
      taken.push({ ...attempt, count: hit.count });
    } else {
      const lockEnd = hit.lockedUntil ?? new Date(now.getTime() + attempt.rule.lockMs);
      if (!until || lockEnd > until) until = lockEnd;
    }
  }
  if (!until) return taken;
  for (const attempt of taken) await giveBack(db, attempt.key, attempt.rule);
  throw tooManyAttempts(until.getTime() - now.getTime());
}

/** For calls where every attempt counts (registration, e-mails, reports): counted, or AUT002. */
export async function consumeAttempt(db: Db, key: string, rule: LimitRule, now = new Date()): Promise<void> {
  await takeAttempts(db, [{ key, rule }], now);
}

/** Extra wait per failure past `slowAfter`, and the most a single answer waits. */
export const SLOWDOWN = { stepMs: 250, maxMs: 2000 } as const;

/** How long to hold back the answer to a failure that brought a counter to `count`. */
export function slowDownMs(count: number, rule: LimitRule): number {
  if (rule.slowAfter === undefined || count <= rule.slowAfter) return 0;
  return Math.min(SLOWDOWN.maxMs, (count - rule.slowAfter) * SLOWDOWN.stepMs);
}

/**
 * Holds back the answer to a failure by the longest wait any of its counters asks for. Sequential
 * guessing gets slower; parallel guessing gains nothing, since the counters (and so the lock) are
 * shared by every request in the database.
 */
export async function slowDown(hits: ReadonlyArray<{ count: number; rule: LimitRule }>): Promise<void> {
  const ms = Math.max(0, ...hits.map((hit) => slowDownMs(hit.count, hit.rule)));
  if (ms > 0) await sleep(ms);
}
