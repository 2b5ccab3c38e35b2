import { eq, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { staffRoles } from '../../db/schema/staff';
import { qualified } from '../../db/sql/qualified';

export interface SessionUserRow {
  id: number;
  name: string;
  companyId: number | null;
  companyName: string | null;
  /** Back-office roles, so the client can show its link; the server checks them on every call. */
  roles: StaffRole[];
  /** Set when an admin blocked the account: it cannot log in (BLK001). */
  blockedAt: Date | null;
}

/** What the session user record needs: the name and the company the customer owns, if any. */
export async function findSessionUser(db: Db, customerId: number): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      companyId: companies.id,
      companyName: companies.tradeName,
      blockedAt: customers.blockedAt,
      roles: sql<
        StaffRole[]
      >`array(select ${staffRoles.role} from ${staffRoles} where ${staffRoles.customerId} = ${qualified(customers.id)} order by 1)`,
    })
    .from(customers)
    .leftJoin(companies, eq(companies.ownerId, customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}
