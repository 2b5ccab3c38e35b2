import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

// pg_dump in PGlite is PostgreSQL 18's; these settings do not exist on older servers and would only
// print errors on restore, so they are left out.
const NEWER_THAN_15 = [/^SET transaction_timeout = .*;$/m];

/** A plain SQL dump (INSERTs) that `psql` restores into an empty PostgreSQL database. */
export async function dumpPglite(client: PGlite): Promise<string> {
  const file = await pgDump({ pg: client, args: ['--no-owner', '--no-privileges'] });
  let sql = await file.text();
  for (const pattern of NEWER_THAN_15) sql = sql.replace(pattern, '');
  return sql;
}
