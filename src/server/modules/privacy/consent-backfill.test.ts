import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { MIGRATIONS_FOLDER, migrate } from '../../db/migrate';
import { consents } from '../../db/schema/consents';
import { cities, states } from '../../db/schema/places';
import { testBackends } from '../../test/databases';

/** Migration 0007 gives every account made before it a consent record that says it was rebuilt. */
describe.each(testBackends())('consent backfill on $name', (backend) => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let before: string;

  beforeAll(async () => {
    ({ handle, drop } = await backend.open());
    // The migrations as they were before 0007, in a folder of their own.
    before = await mkdtemp(join(tmpdir(), 'migrations-before-0007-'));
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0007');
    await writeFile(journalFile, JSON.stringify(journal));
  });
  afterAll(async () => {
    await drop();
    await rm(before, { recursive: true, force: true });
  });

  it('records both texts, with no version, at the date the terms were accepted', async () => {
    await migrate(handle, before);
    await handle.db.insert(states).values({ id: 26, iso: 'SP', name: 'São Paulo' });
    await handle.db.insert(cities).values({ id: 9896, stateId: 26, name: 'Piracicaba' });
    const acceptedAt = new Date('2026-03-01T12:00:00Z');
    // Plain SQL: the schema in code has columns that later migrations add (blocked_at, 0014).
    const inserted = await handle.db.execute(
      sql`insert into customers (name, doc, email, cellphone, city_id, terms_accepted_at, password_hash)
          values ('Conta Antiga', '52998224725', 'antiga@example.com', '19999990000', 9896,
                  ${acceptedAt.toISOString()}, 'x') returning id`,
    );
    const old = { id: Number((inserted.rows[0] as { id: number }).id) };

    await migrate(handle);
    const rows = await handle.db.select().from(consents).orderBy(asc(consents.document));
    expect(rows.map(({ id: _id, createdAt: _at, ...row }) => row)).toEqual([
      {
        customerId: old.id,
        document: 'privacy-policy',
        version: null,
        lang: null,
        source: 'backfill',
        acceptedAt,
      },
      {
        customerId: old.id,
        document: 'terms-of-use',
        version: null,
        lang: null,
        source: 'backfill',
        acceptedAt,
      },
    ]);
  });
});
