import { and, count, eq, gt, gte, isNull, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { emailConfirmTokens } from '../../db/schema/tokens';

/** Whose address a link confirms: the row of `customers` or of `companies` it names. */
export type ConfirmKind = 'customer' | 'company';

const OWNERS = { customer: customers, company: companies } as const;

export async function insertEmailToken(
  tx: Db,
  kind: ConfirmKind,
  values: { targetId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailConfirmTokens).values({ type: kind, ...values });
}

/** Links sent to one customer or company since `since`, and when the first of them was sent. */
export async function tokensSentSince(
  db: Db,
  kind: ConfirmKind,
  targetId: number,
  since: Date,
): Promise<{ sent: number; first: Date | null }> {
  const [row] = await db
    .select({ sent: count(), first: min(emailConfirmTokens.createdAt) })
    .from(emailConfirmTokens)
    .where(
      and(
        eq(emailConfirmTokens.type, kind),
        eq(emailConfirmTokens.targetId, targetId),
        gte(emailConfirmTokens.createdAt, since),
      ),
    );
  return { sent: row?.sent ?? 0, first: row?.first ?? null };
}

/** Marks a live link used, atomically, so two clicks cannot both pass. */
export async function useEmailToken(
  tx: Db,
  kind: ConfirmKind,
  tokenHash: string,
  now: Date,
): Promise<{ targetId: number; email: string } | undefined> {
  const rows = await tx
    .update(emailConfirmTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmTokens.tokenHash, tokenHash),
        eq(emailConfirmTokens.type, kind),
        isNull(emailConfirmTokens.usedAt),
        gt(emailConfirmTokens.expiresAt, now),
      ),
    )
    .returning({ targetId: emailConfirmTokens.targetId, email: emailConfirmTokens.email });
  return rows[0];
}

/** Confirms the address only if it is still the one the link was sent to. */
export async function markEmailValid(
  tx: Db,
  kind: ConfirmKind,
  targetId: number,
  email: string,
): Promise<boolean> {
  const owner = OWNERS[kind];
  const rows = await tx
    .update(owner)
    .set({ emailValid: true })
    .where(and(eq(owner.id, targetId), eq(owner.email, email)))
    .returning({ id: owner.id });
  return rows.length > 0;
}

/**
 * Whether a link, used or expired, names its owner's current address and that address is
 * confirmed: the link opened a second time (a double click, a mail scanner's visit first).
 */
export async function linkAlreadyConfirmed(db: Db, kind: ConfirmKind, tokenHash: string): Promise<boolean> {
  const owner = OWNERS[kind];
  const rows = await db
    .select({ id: owner.id })
    .from(emailConfirmTokens)
    .innerJoin(
      owner,
      and(eq(owner.id, emailConfirmTokens.targetId), eq(owner.email, emailConfirmTokens.email)),
    )
    .where(
      and(
        eq(emailConfirmTokens.tokenHash, tokenHash),
        eq(emailConfirmTokens.type, kind),
        eq(owner.emailValid, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
