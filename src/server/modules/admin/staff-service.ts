import { isValidCpf, stripCpf } from '../../../shared/rules/cpf';
import type { StaffRole } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { recordAudit } from './audit-repository';
import { accountByCpf, actorOf, emailOf, grantRole, hasRole, revokeRole, rolesOf } from './staff-repository';

// The acting staff member as the audit log names them, and their address: for every module's back office.
export { actorOf, emailOf };

/** Who acts: the logged-in staff member. */
export interface Actor {
  id: number;
  name: string;
}

/** The audit log's name for `npm run staff`, which has no logged-in actor. */
export const COMMAND_LINE_ACTOR = 'command line';

export type StaffChange = 'grant' | 'revoke';

/**
 * Grants or removes a back-office role of an existing account, found by CPF, and records it in the
 * audit log. Returns the account's roles afterwards.
 */
export async function changeStaffRole(
  db: Db,
  input: { cpf: string; role: StaffRole; change: StaffChange },
): Promise<{ name: string; roles: StaffRole[] }> {
  const doc = stripCpf(input.cpf);
  if (!isValidCpf(doc)) throw new Error(`invalid CPF: ${input.cpf}`);
  return db.transaction(async (tx) => {
    const account = await accountByCpf(tx, doc);
    if (!account) throw new Error('no account has this CPF');
    const before = await rolesOf(tx, account.id);
    if (input.change === 'grant') {
      await grantRole(tx, account.id, input.role);
    } else {
      await revokeRole(tx, account.id, input.role);
    }
    const after = await rolesOf(tx, account.id);
    await recordAudit(tx, {
      actorId: null,
      actorName: COMMAND_LINE_ACTOR,
      action: input.change === 'grant' ? 'staff.grant' : 'staff.revoke',
      targetType: 'account',
      target: account.name,
      before: { roles: before },
      after: { roles: after },
    });
    return { name: account.name, roles: after };
  });
}

/** Whether a user holds a back-office role (admin covers editor), read on every call (plugins/session.ts). */
export async function holdsRole(db: Db, customerId: number, role: StaffRole): Promise<boolean> {
  return hasRole(await rolesOf(db, customerId), role);
}
