import { and, count, eq, gt, gte, isNull, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { emailConfirmTokens } from '../../db/schema/tokens';

export async function insertCompanyEmailToken(
  tx: Db,
  values: { companyId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailConfirmTokens).values({
    type: 'company',
    targetId: values.companyId,
    email: values.email,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
  });
}

/** Links sent to a company since `since`, and when the first of them was sent. */
export async function tokensSentSince(
  db: Db,
  companyId: number,
  since: Date,
): Promise<{ sent: number; first: Date | null }> {
  const [row] = await db
    .select({ sent: count(), first: min(emailConfirmTokens.createdAt) })
    .from(emailConfirmTokens)
    .where(
      and(
        eq(emailConfirmTokens.type, 'company'),
        eq(emailConfirmTokens.targetId, companyId),
        gte(emailConfirmTokens.createdAt, since),
      ),
    );
  return { sent: row?.sent ?? 0, first: row?.first ?? null };
}

/** Marks a live company link used, atomically, so two clicks cannot both pass. */
export async function useCompanyEmailToken(
  tx: Db,
  tokenHash: string,
  now: Date,
): Promise<{ companyId: number; email: string } | undefined> {
  const rows = await tx
    .update(emailConfirmTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmTokens.tokenHash, tokenHash),
        eq(emailConfirmTokens.type, 'company'),
        isNull(emailConfirmTokens.usedAt),
        gt(emailConfirmTokens.expiresAt, now),
      ),
    )
    .returning({ companyId: emailConfirmTokens.targetId, email: emailConfirmTokens.email });
  return rows[0];
}

/** Confirms the company's e-mail only if it is still the address the link was sent to. */
export async function markCompanyEmailValid(tx: Db, companyId: number, email: string): Promise<boolean> {
  const rows = await tx
    .update(companies)
    .set({ emailValid: true })
    .where(and(eq(companies.id, companyId), eq(companies.email, email)))
    .returning({ id: companies.id });
  return rows.length > 0;
}

/** Whether a company link, used or expired, names the company's current address, now confirmed. */
export async function companyLinkAlreadyConfirmed(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(emailConfirmTokens)
    .innerJoin(
      companies,
      and(eq(companies.id, emailConfirmTokens.targetId), eq(companies.email, emailConfirmTokens.email)),
    )
    .where(
      and(
        eq(emailConfirmTokens.tokenHash, tokenHash),
        eq(emailConfirmTokens.type, 'company'),
        eq(companies.emailValid, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
