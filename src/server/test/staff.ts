import type { StaffRole } from '../../shared/schemas/admin';
import { staffRoles } from '../db/schema/staff';
import type { TestApp } from './harness';
import { api } from './quote-fixtures';
import { createUser, type NewUser, type TestUser } from './users';

/** A logged-in account holding `roles` (none: a plain customer). */
export async function createStaff(
  t: Pick<TestApp, 'app' | 'db'>,
  roles: StaffRole[],
  opts: NewUser = {},
): Promise<TestUser> {
  const user = await createUser(t, opts);
  if (roles.length)
    await t.db.db.insert(staffRoles).values(roles.map((role) => ({ customerId: user.id, role })));
  return user;
}

export interface AuditEntry {
  actor: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** The audit log's entries of one action, newest first, as the admin `admin` reads them. */
export async function auditEntries(t: TestApp, admin: TestUser, action: string): Promise<AuditEntry[]> {
  const res = await api(t, 'POST', '/admin/audit/list', admin.headers, { action });
  return (res.body as unknown as { data: AuditEntry[] }).data;
}
