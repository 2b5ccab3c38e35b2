import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  appliedMigrations,
  type BackupHeader,
  type BackupTrailer,
  copyStatement,
  END_OF_DATA,
  HEADER_PREFIX,
  TRAILER_PREFIX,
} from './backup-format';
import { schema } from './client';
import { MIGRATIONS_FOLDER, migrate, withMigrationLock } from './migrate';

export class RestoreError extends Error {}

/** The lines of a backup, failing with RestoreError where the file ends before its trailer. */
function lineReader(input: Readable) {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
  return async (): Promise<string> => {
    const next = await lines.next();
    if (next.done) throw new RestoreError('the backup file ends early: it is incomplete');
    return next.value as string;
  };
}

function readHeader(line: string): BackupHeader {
  if (!line.startsWith(HEADER_PREFIX)) throw new RestoreError('not a backup made by npm run db:backup');
  return JSON.parse(line.slice(HEADER_PREFIX.length)) as BackupHeader;
}

function readTrailer(line: string): BackupTrailer {
  if (!line.startsWith(TRAILER_PREFIX))
    throw new RestoreError('the backup file ends early: it is incomplete');
  return JSON.parse(line.slice(TRAILER_PREFIX.length)) as BackupTrailer;
}

function checkCounts(found: Record<string, number>, trailer: BackupTrailer): void {
  for (const [name, count] of Object.entries(trailer.rows)) {
    if (found[name] !== count)
      throw new RestoreError(`${name}: ${found[name]} rows in the file, ${count} backed up`);
  }
}

/**
 * Reads the whole file once before the database is touched: its structure, each table's rows
 * (one line each in COPY's text format) against the trailer's counts, and its migrations against
 * this version's.
 */
async function checkFile(input: Readable): Promise<BackupHeader> {
  const nextLine = lineReader(input);
  const header = readHeader(await nextLine());
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  header.migrations.forEach((m, i) => {
    // By date, as drizzle itself tells migrations apart.
    if (known[i]?.folderMillis !== m.createdAt) {
      throw new RestoreError('the backup was made by a version of the catalogue with other migrations');
    }
  });
  const found: Record<string, number> = {};
  for (const table of header.tables) {
    if ((await nextLine()) !== `${copyStatement(table, 'FROM stdin')};`) {
      throw new RestoreError(`expected the rows of ${table.name}`);
    }
    let count = 0;
    while ((await nextLine()) !== END_OF_DATA) count += 1;
    found[table.name] = count;
  }
  checkCounts(found, readTrailer(await nextLine()));
  input.destroy();
  return header;
}

/**
 * Loads a backup (backup.ts) into the empty database at `url`. `open` is called twice: the file is
 * checked whole first, so a cut or foreign file changes nothing. Then: the migrations the backup
 * was made under, every table loaded in one transaction (user triggers off, as pg_dump's
 * --disable-triggers), the sequences set, and the migrations written since. Answers each table's
 * row count.
 */
export async function restoreDatabase(
  url: string,
  open: () => Readable,
): Promise<{ rows: Record<string, number> }> {
  const header = await checkFile(open());
  const rows = await withMigrationLock(url, async (client) => {
    await ensureEmpty(client);
    await migrateTo(client, header.migrations.length);
    const nextLine = lineReader(open());
    await nextLine();
    await client.query('begin');
    const tables = header.tables.map((t) => `"${t.name.replaceAll('"', '""')}"`);
    for (const table of tables) await client.query(`alter table ${table} disable trigger user`);
    // Whatever the migrations inserted is in the backup too.
    if (tables.length > 0) await client.query(`truncate ${tables.join(', ')}`);
    const loaded: Record<string, number> = {};
    for (const table of header.tables) {
      const statement = copyStatement(table, 'FROM stdin');
      await nextLine();
      async function* data() {
        for (let line = await nextLine(); line !== END_OF_DATA; line = await nextLine()) yield `${line}\n`;
      }
      const copy = client.query(copyFrom(statement));
      await pipeline(Readable.from(data()), copy);
      loaded[table.name] = copy.rowCount;
    }
    checkCounts(loaded, readTrailer(await nextLine()));
    for (const { name, value } of header.sequences) {
      if (value !== null)
        await client.query(`select setval(format('public.%I', $1::text)::regclass, $2)`, [name, value]);
    }
    for (const table of tables) await client.query(`alter table ${table} enable trigger user`);
    await client.query('commit');
    return loaded;
  });
  await migrate({ url });
  return { rows };
}

async function ensureEmpty(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  if (rows[0].n > 0 || (await appliedMigrations(client)).length > 0) {
    throw new RestoreError(
      'the database is not empty: restore into a new DATA_DIR, or a new database with DATABASE_URL',
    );
  }
}

/** Applies the first `count` migrations only: those the backed-up rows were written under. */
async function migrateTo(client: pg.Client, count: number): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'catalogo-migrations-'));
  try {
    const journalFile = join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, count);
    await Promise.all(
      journal.entries.map((e) =>
        copyFile(join(MIGRATIONS_FOLDER, `${e.tag}.sql`), join(folder, `${e.tag}.sql`)),
      ),
    );
    await mkdir(join(folder, 'meta'));
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    await drizzleMigrate(drizzle({ client, schema }), { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
