import type { StaffRole } from '../../../shared/schemas/admin';
import { staffRoles } from '../../db/schema/staff';
import type { TestApp } from '../../test/harness';
import { createUser, type NewUser, type TestUser } from '../../test/users';

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
