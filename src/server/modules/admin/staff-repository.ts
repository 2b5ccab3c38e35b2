import { and, eq } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { staffRoles } from '../../db/schema/staff';
import { AppError } from '../../lib/app-error';

export async function rolesOf(db: Db, customerId: number): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.customerId, customerId))
    .orderBy(staffRoles.role);
  return rows.map((r) => r.role);
}

/** `admin` may do everything an `editor` may. */
export function hasRole(roles: readonly StaffRole[], needed: StaffRole): boolean {
  return roles.includes('admin') || roles.includes(needed);
}

/** The acting staff member as the audit log names them. */
export async function actorOf(db: Db, customerId: number): Promise<{ id: number; name: string }> {
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new AppError('SES006');
  return row;
}

/** The account with this CPF (digits), for `npm run staff`. */
export async function accountByCpf(db: Db, doc: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.doc, doc));
  return row;
}

export async function grantRole(db: Db, customerId: number, role: StaffRole): Promise<void> {
  await db.insert(staffRoles).values({ customerId, role }).onConflictDoNothing();
}

export async function revokeRole(db: Db, customerId: number, role: StaffRole): Promise<void> {
  await db.delete(staffRoles).where(and(eq(staffRoles.customerId, customerId), eq(staffRoles.role, role)));
}

/** The staff member's own address (a newsletter test goes there). */
export async function emailOf(db: Db, customerId: number): Promise<string> {
  const [row] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new AppError('SES006');
  return row.email;
}
