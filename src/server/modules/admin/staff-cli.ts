// `npm run staff -- grant|revoke <CPF> editor|admin`: back-office roles of an existing account.
import { STAFF_ROLES, type StaffRole } from '../../../shared/schemas/admin';
import { loadConfig } from '../../config';
import { locateDatabase } from '../../db/app-database';
import { openDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { changeStaffRole, type StaffChange } from './staff-service';

const [change, cpf, role] = process.argv.slice(2);
const isChange = (v: string | undefined): v is StaffChange => v === 'grant' || v === 'revoke';
const isRole = (v: string | undefined): v is StaffRole => STAFF_ROLES.some((r) => r === v);
if (!isChange(change) || !cpf || !isRole(role)) {
  console.error('usage: npm run staff -- grant|revoke <CPF> editor|admin');
  process.exit(2);
}

// DATABASE_URL, or the embedded server (started for this command when npm start is not running).
const database = await locateDatabase(loadConfig());
try {
  const handle = await openDb({ databaseUrl: database.url });
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
  if (database.embedded?.started) await database.embedded.stop();
}
