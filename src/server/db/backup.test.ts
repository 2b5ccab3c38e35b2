import { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../test/databases';
import { openTestDb } from '../test/harness';
import { backupDatabase } from './backup';
import type { DbHandle } from './client';
import { seedDemoData } from './demo/seed';
import { RestoreError, restoreDatabase } from './restore';
import { newsletterSubscribers, newsletterTokens } from './schema/newsletter';

type Digest = Record<string, { rows: number; md5: string }>;

/** Every public table's row count and a checksum of its rows, as `client` sees them. */
async function digest(client: pg.Client | pg.Pool): Promise<Digest> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Digest = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
       from "${name}" t`,
    );
    out[name] = rows[0];
  }
  return out;
}

/** The digest of the snapshot `id`, read on a connection of its own while the backup runs. */
async function digestOfSnapshot(url: string, id: string): Promise<Digest> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(`set transaction snapshot '${id}'`);
    return await digest(client);
  } finally {
    await client.end();
  }
}

/** Subscribes an address and gives it a token, in one transaction, until stopped. */
function keepWriting(handle: DbHandle) {
  let running = true;
  let commits = 0;
  const done = (async () => {
    while (running) {
      await handle.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsletterSubscribers)
          .values({ email: `w${commits}-${Date.now()}@example.com` })
          .returning({ id: newsletterSubscribers.id });
        await tx.insert(newsletterTokens).values({
          subscriberId: row.id,
          tokenHash: `hash-${row.id}`,
          expiresAt: sql`now() + interval '1 day'`,
        });
      });
      commits += 1;
    }
  })();
  return {
    commits: () => commits,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe('db:backup and db:restore', () => {
  let source: Awaited<ReturnType<typeof openTestDb>>;

  beforeAll(async () => {
    source = await openTestDb();
    await seedDemoData(source.handle, { companies: 6 });
  }, 120_000);
  afterAll(() => source.drop());

  it('backs up one consistent snapshot under concurrent writes, which restores to the same rows', async () => {
    const writer = keepWriting(source.handle);
    let atSnapshot: Digest | undefined;
    let commitsAtSnapshot = 0;
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    try {
      while (writer.commits() < 5) await new Promise((r) => setTimeout(r, 10));
      await backupDatabase(source.handle.url, out, {
        async onSnapshot(id) {
          atSnapshot = await digestOfSnapshot(source.handle.url, id);
          commitsAtSnapshot = writer.commits();
          // Let more writes commit after the snapshot and before its rows are read.
          while (writer.commits() < commitsAtSnapshot + 5) await new Promise((r) => setTimeout(r, 10));
        },
      });
    } finally {
      await writer.stop();
    }
    const now = await digest(source.handle.pool);
    expect(now.newsletter_subscribers.rows).toBeGreaterThan(atSnapshot?.newsletter_subscribers.rows ?? 0);

    const target = await testBackends()[0].open();
    try {
      const { rows } = await restoreDatabase(target.handle.url, () => Readable.from(chunks));
      const restored = await digest(target.handle.pool);
      expect(restored).toEqual(atSnapshot);
      // The 6 full demo companies, the 3 unclaimed member listings and the one waiting for
      // approval (demo/listings.ts).
      expect(rows.companies).toBe(10);
      expect(Object.keys(restored)).toContain('stored_files');
      // Identity sequences follow the restored rows: the next subscriber gets a fresh id.
      const [next] = await target.handle.db
        .insert(newsletterSubscribers)
        .values({ email: 'after-restore@example.com' })
        .returning({ id: newsletterSubscribers.id });
      expect(next.id).toBeGreaterThan(restored.newsletter_subscribers.rows);
    } finally {
      await target.drop();
    }

    // Restoring again into the same, now full, database is refused; so is a cut file.
    const whole = Buffer.concat(chunks);
    await expect(restoreDatabase(source.handle.url, () => Readable.from([whole]))).rejects.toThrow(
      /not empty/,
    );
    const empty = await testBackends()[0].open();
    try {
      const cut = whole.subarray(0, Math.floor(whole.length / 2));
      await expect(restoreDatabase(empty.handle.url, () => Readable.from([cut]))).rejects.toBeInstanceOf(
        RestoreError,
      );
      // Nothing was changed: the whole file still restores there.
      await restoreDatabase(empty.handle.url, () => Readable.from([whole]));
    } finally {
      await empty.drop();
    }
  }, 120_000);
});
