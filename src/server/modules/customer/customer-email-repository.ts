import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { emailConfirmTokens } from '../../db/schema/tokens';

export async function insertCustomerEmailToken(
  db: Db,
  values: { customerId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailConfirmTokens).values({
    type: 'customer',
    targetId: values.customerId,
    email: values.email,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
  });
}

/** Marks a live customer link used, atomically, so two clicks cannot both pass. */
export async function useCustomerEmailToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ customerId: number; email: string } | undefined> {
  const rows = await db
    .update(emailConfirmTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmTokens.tokenHash, tokenHash),
        eq(emailConfirmTokens.type, 'customer'),
        isNull(emailConfirmTokens.usedAt),
        gt(emailConfirmTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: emailConfirmTokens.targetId, email: emailConfirmTokens.email });
  return rows[0];
}

/** Confirms the customer's e-mail only if it is still the address the link was sent to. */
export async function markCustomerEmailValid(db: Db, customerId: number, email: string): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ emailValid: true })
    .where(and(eq(customers.id, customerId), eq(customers.email, email)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * Whether a customer link, used or expired, names the customer's current address and that address
 * is confirmed: the link opened a second time (a double click, a mail scanner's visit first).
 */
export async function customerLinkAlreadyConfirmed(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(emailConfirmTokens)
    .innerJoin(
      customers,
      and(eq(customers.id, emailConfirmTokens.targetId), eq(customers.email, emailConfirmTokens.email)),
    )
    .where(
      and(
        eq(emailConfirmTokens.tokenHash, tokenHash),
        eq(emailConfirmTokens.type, 'customer'),
        eq(customers.emailValid, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
