import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import {
  LISTING_GRACE_DAYS,
  LISTING_IDLE_DAYS,
  LISTING_REMINDER_PAUSE_DAYS,
  LISTING_ROWS,
  type ListingInsights,
  PROFILE_GAPS,
  type ReminderKind,
} from '../../../shared/schemas/listing-insights';
import { DAY_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';
import type { Mailer } from '../../plugins/mail';
import { recordAudit } from '../admin/audit-service';
import {
  type ClaimedReminder,
  catalogueSums,
  categorySums,
  claimReminders,
  type ListingCriteria,
  type ListingRow,
  listedCount,
  listingsOf,
} from './insights-listings-repository';
import { type DayRange, storePeriodCounts, windowRows } from './insights-period-repository';
import { figuresOf } from './insights-service';

/**
 * The view's windows as of São Paulo day `today`: the last 30 days, the 30 before, and the idle
 * window of LISTING_IDLE_DAYS; each summed from company_period_counts over its whole past days
 * (stored once a day), plus today's daily rows where the window holds today.
 */
export function listingWindows(today: string) {
  const yesterday = addDays(today, -1);
  const span = (days: number): DayRange => ({ first: addDays(today, -(days - 1)), last: yesterday });
  return {
    current: span(30),
    previous: { first: addDays(today, -59), last: addDays(today, -30) },
    idle: span(LISTING_IDLE_DAYS),
    today: { first: today, last: today },
  };
}

/** Stores the sums of the windows of `now` unless stored (`again`: anew). Answers whether it built. */
export function storeListingWindows(db: Db, now = new Date(), again = false): Promise<boolean> {
  const w = listingWindows(saoPauloDay(now));
  return storePeriodCounts(db, [w.current, w.previous, w.idle], again);
}

/** Which listings bring nothing as of `now` (LISTING_IDLE_DAYS without a view, listed LISTING_GRACE_DAYS). */
function criteriaAt(now: Date): ListingCriteria {
  const w = listingWindows(saoPauloDay(now));
  return {
    idleWindow: windowRows(w.idle, w.today),
    listedBefore: new Date(now.getTime() - LISTING_GRACE_DAYS * DAY_MS),
  };
}

const rowOf = (row: ListingRow) => ({
  reqId: row.reqId,
  tradeName: row.tradeName,
  listedAt: row.listedAt.toISOString(),
  remindedAt: row.remindedAt?.toISOString() ?? null,
});

/** POST /admin/listings/insights: the catalogue's last 30 days, its categories, and the two lists. */
export async function listingInsights(db: Db, lang: Lang, now = new Date()): Promise<ListingInsights> {
  const w = listingWindows(saoPauloDay(now));
  await storeListingWindows(db, now); // at once, unless the insights jobs stored today's already
  const criteria = criteriaAt(now);
  const current = windowRows(w.current, w.today);
  const [currentSums, previous, companies, categories, idle, incomplete] = await Promise.all([
    catalogueSums(db, w.current.first, current),
    catalogueSums(db, w.previous.first, windowRows(w.previous, null)),
    listedCount(db),
    categorySums(db, current, lang),
    listingsOf(db, 'idle', criteria, LISTING_ROWS),
    listingsOf(db, 'incomplete', criteria, LISTING_ROWS),
  ]);
  return {
    days: { current: figuresOf(currentSums), previous: figuresOf(previous) },
    companies,
    categories,
    idle: { total: idle[0]?.total ?? 0, rows: idle.map(rowOf) },
    incomplete: {
      total: incomplete[0]?.total ?? 0,
      rows: incomplete.map((row) => ({
        ...rowOf(row),
        missing: PROFILE_GAPS.filter((gap) => row.gaps[gap]),
      })),
    },
  };
}

/** The reminder to one owner, in their language, naming what the profile lacks. */
function reminderMail(kind: ReminderKind, owner: ClaimedReminder, publicUrl: string): MailMessage {
  const params = { company: owner.tradeName, count: LISTING_IDLE_DAYS };
  const paragraphs =
    kind === 'idle'
      ? ['body']
      : ['body', ...PROFILE_GAPS.filter((gap) => owner.gaps[gap]).map((gap) => `missing.${gap}`)];
  const name = kind === 'idle' ? 'listingIdle' : 'listingIncomplete';
  return {
    to: owner.email,
    ...renderMail(catalogueMail(owner.lang, name, paragraphs, params, `${publicUrl}/profile`)),
  };
}

export interface RemindDeps {
  db: Db;
  mailer: Pick<Mailer, 'sendAfterCommit'>;
  publicUrl: string;
}

/**
 * POST /admin/listings/remind: e-mails the owner of every listing of the kind (all of them, not
 * only the rows shown) not reminded in the last LISTING_REMINDER_PAUSE_DAYS, once however many
 * clicks or processes ask; the claims and the audit line commit together, the mails leave after.
 */
export async function remindListings(
  deps: RemindDeps,
  actor: { id: number; name: string },
  kind: ReminderKind,
  lang: Lang,
  now = new Date(),
) {
  const pausedSince = new Date(now.getTime() - LISTING_REMINDER_PAUSE_DAYS * DAY_MS);
  await storeListingWindows(deps.db, now);
  const { claimed, total } = await deps.db.transaction(async (tx) => {
    const result = await claimReminders(tx, kind, criteriaAt(now), pausedSince, now);
    if (result.claimed.length > 0)
      await recordAudit(tx, {
        actorId: actor.id,
        actorName: actor.name,
        action: kind === 'idle' ? 'listings.remindIdle' : 'listings.remindIncomplete',
        targetType: 'listings',
        target: String(result.claimed.length),
        after: { companies: result.claimed.length },
      });
    return result;
  });
  await deps.mailer.sendAfterCommit(
    claimed.map((owner) => reminderMail(kind, owner, deps.publicUrl)),
    'listing reminder failed',
  );
  return {
    message: translate(lang, 'listings.reminded', { count: claimed.length }),
    sent: claimed.length,
    skipped: total - claimed.length,
  };
}
