import type pg from 'pg';

/*
 * A backup is a text file: a header line, then each table's rows in PostgreSQL's COPY text format
 * (as pg_dump writes them), parents before the tables that refer to them, then a trailer line with
 * each table's row count, so a cut file is never taken for a whole one.
 *
 *   -- catalogo-backup {"version":1,"migrations":[…],"tables":[…],"sequences":[…]}
 *   COPY "states" ("id", "name", "uf") FROM stdin;
 *   26	São Paulo	SP
 *   \.
 *   …
 *   -- end {"rows":{"states":27,…}}
 *
 * The schema is not in the file: it is the migrations', which a restore applies first.
 */

export const HEADER_PREFIX = '-- catalogo-backup ';
export const TRAILER_PREFIX = '-- end ';
export const END_OF_DATA = '\\.';

export interface BackupTable {
  name: string;
  /** Columns as stored; generated ones are left out (PostgreSQL computes them again). */
  columns: string[];
}

export interface BackupHeader {
  version: 1;
  createdAt: string;
  /** drizzle's migration journal of the database: which schema the rows fit. */
  migrations: { hash: string; createdAt: number }[];
  /** In load order: every table after those its foreign keys point to. */
  tables: BackupTable[];
  sequences: { name: string; value: number | null }[];
}

export interface BackupTrailer {
  rows: Record<string, number>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The COPY statement of a table, `FROM stdin` (file and restore) or `TO STDOUT` (backup). */
export function copyStatement(table: BackupTable, direction: 'FROM stdin' | 'TO STDOUT'): string {
  return `COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) ${direction}`;
}

/** The tables of the public schema, each after the ones its foreign keys refer to. */
export async function tablesInLoadOrder(client: pg.Client): Promise<BackupTable[]> {
  const { rows } = await client.query<BackupTable & { parents: string[] }>(`
    select c.relname as name,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by a.attnum) as columns,
      array(select distinct p.relname::text from pg_constraint k join pg_class p on p.oid = k.confrelid
            where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid) as parents
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`);
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  let pending = rows;
  while (pending.length > 0) {
    const ready = pending.filter((t) => t.parents.every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${pending.map((t) => t.name)}`);
    for (const { name, columns } of ready) {
      ordered.push({ name, columns });
      placed.add(name);
    }
    pending = pending.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** drizzle's record of applied migrations, oldest first; empty on a database never migrated. */
export async function appliedMigrations(client: pg.Client): Promise<BackupHeader['migrations']> {
  const { rows } = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rows[0].present) return [];
  const applied = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
  );
  return applied.rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}
