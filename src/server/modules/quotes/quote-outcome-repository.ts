import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { quoteProposals } from '../../db/schema/quotes';

/** The companies (still in the catalogue) that sent a proposal to the quote, except `exceptIds`. */
export async function proposingCompanyIds(
  db: Db,
  quoteId: number,
  exceptIds: readonly number[],
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: quoteProposals.companyId })
    .from(quoteProposals)
    .where(
      and(
        eq(quoteProposals.quoteId, quoteId),
        isNotNull(quoteProposals.companyId),
        exceptIds.length > 0 ? notInArray(quoteProposals.companyId, [...exceptIds]) : undefined,
      ),
    );
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

/** The requester's name, e-mail and mobile phone: what the chosen company may reach them by. */
export async function requesterContact(
  db: Db,
  customerId: number | null,
): Promise<{ name: string; email: string; cellphone: string } | undefined> {
  if (customerId === null) return undefined;
  const [row] = await db
    .select({ name: customers.name, email: customers.email, cellphone: customers.cellphone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}
