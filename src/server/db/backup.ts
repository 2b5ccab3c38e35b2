import { once } from 'node:events';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  appliedMigrations,
  type BackupHeader,
  copyStatement,
  END_OF_DATA,
  HEADER_PREFIX,
  TRAILER_PREFIX,
  tablesInLoadOrder,
} from './backup-format';

export interface BackupOptions {
  /**
   * Called with the exported id of the snapshot the backup reads, before it reads anything; another
   * connection may `SET TRANSACTION SNAPSHOT` to it meanwhile (the tests compare against it).
   */
  onSnapshot?: (snapshotId: string) => Promise<void>;
}

async function write(out: Writable, text: string | Buffer): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Writes every row of the database at `url` to `out` (backup-format.ts) while the server goes on
 * serving: all tables are read in one read-only repeatable-read transaction, so the file is one
 * consistent snapshot whatever is written meanwhile. Answers each table's row count.
 */
export async function backupDatabase(
  url: string,
  out: Writable,
  opts: BackupOptions = {},
): Promise<{ rows: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // The snapshot is taken by the transaction's first statement.
    const { rows: snapshot } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    await opts.onSnapshot?.(snapshot[0].id);
    const tables = await tablesInLoadOrder(client);
    // Sequences are not transactional: a value read now is at least the snapshot's, which is enough.
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value as value from pg_sequences where schemaname = 'public'`,
    );
    const header: BackupHeader = {
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables,
      sequences: sequences.map((s) => ({ name: s.name, value: s.value === null ? null : Number(s.value) })),
    };
    await write(out, `${HEADER_PREFIX}${JSON.stringify(header)}\n`);
    const rows: Record<string, number> = {};
    for (const table of tables) {
      await write(out, `${copyStatement(table, 'FROM stdin')};\n`);
      const stream = client.query(copyTo(copyStatement(table, 'TO STDOUT')));
      for await (const chunk of stream) await write(out, chunk as Buffer);
      rows[table.name] = stream.rowCount;
      await write(out, `${END_OF_DATA}\n`);
    }
    await write(out, `${TRAILER_PREFIX}${JSON.stringify({ rows })}\n`);
    await client.query('commit');
    return { rows };
  } finally {
    await client.end();
  }
}
