// `npm run staff -- grant|revoke <CPF> editor|admin`: back-office roles of an existing account.
import { STAFF_ROLES, type StaffRole } from '../../../shared/schemas/admin';
import { loadConfig } from '../../config';
import { openDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { lockDataDir } from '../../lib/data-dir-lock';
import { changeStaffRole, type StaffChange } from './staff-service';

const [change, cpf, role] = process.argv.slice(2);
const isChange = (v: string | undefined): v is StaffChange => v === 'grant' || v === 'revoke';
const isRole = (v: string | undefined): v is StaffRole => STAFF_ROLES.some((r) => r === v);
if (!isChange(change) || !cpf || !isRole(role)) {
  console.error('usage: npm run staff -- grant|revoke <CPF> editor|admin');
  process.exit(2);
}

const config = loadConfig();
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
try {
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir ?? undefined });
  try {
    await migrate(handle);
    const { name, roles } = await changeStaffRole(handle.db, { cpf, role, change });
    console.log(`${name}: roles ${roles.length ? roles.join(', ') : '(none)'}`);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  unlock();
}
