import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';

export interface SessionUserRow {
  id: number;
  name: string;
  companyId: number | null;
  companyName: string | null;
}

/** What the session user record needs: the name and the company the customer owns, if any. */
export async function findSessionUser(db: Db, customerId: number): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      companyId: companies.id,
      companyName: companies.tradeName,
    })
    .from(customers)
    .leftJoin(companies, eq(companies.ownerId, customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}
