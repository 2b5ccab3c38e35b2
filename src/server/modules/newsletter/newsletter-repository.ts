import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { newsletterSubscribers, newsletterTokens } from '../../db/schema/newsletter';
import { newsletterDeliveries } from '../../db/schema/newsletter-issues';
import { rateLimits } from '../../db/schema/sessions';

export async function findSubscriber(
  db: Db,
  email: string,
): Promise<{ id: number; confirmedAt: Date | null } | undefined> {
  const rows = await db
    .select({ id: newsletterSubscribers.id, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  return rows[0];
}

/** One row per address: a repeated sign-up keeps it and takes the latest language. */
export async function upsertSubscriber(db: Db, email: string, lang: Lang): Promise<number> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, lang })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { lang } })
    .returning({ id: newsletterSubscribers.id });
  return row.id;
}

export async function insertToken(
  db: Db,
  values: { subscriberId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(newsletterTokens).values(values);
}

/** Marks a live token used, atomically, so two clicks cannot both pass; answers its subscriber. */
export async function consumeToken(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const rows = await db
    .update(newsletterTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(newsletterTokens.tokenHash, tokenHash),
        isNull(newsletterTokens.usedAt),
        gt(newsletterTokens.expiresAt, now),
      ),
    )
    .returning({ subscriberId: newsletterTokens.subscriberId });
  return rows[0]?.subscriberId;
}

/** Whether a token (live or not) belongs to an address that is already subscribed. */
export async function tokenOfConfirmedSubscriber(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterTokens)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterTokens.subscriberId))
    .where(eq(newsletterTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0]?.confirmedAt != null;
}

/** Sets confirmed_at once; false when it was already set. */
export async function confirmSubscriber(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.confirmedAt)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/**
 * Counts one hit on a fixed-window counter in one statement (safe with several processes) and
 * answers the count within the current window and when that window started.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; windowStart: Date }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row;
}

/**
 * The address an issue's unsubscribe token was mailed to, now unsubscribed (confirmed_at cleared,
 * so signing up again works as for a new address). A second click finds it the same way.
 */
export async function unsubscribeByToken(db: Db, unsubscribeHash: string): Promise<string | undefined> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: null })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.unsubscribeHash, unsubscribeHash),
        eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return rows[0]?.email;
}
