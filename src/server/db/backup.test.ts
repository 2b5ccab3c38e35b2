import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dumpPglite } from './backup';
import { driverOf, openDb, pgliteExtensions } from './client';
import { seedReferenceData } from './demo/seed';
import { migrate } from './migrate';
import { createScratchDatabase } from './scratch-database';

const handle = await openDb({});
afterAll(() => handle.close());

describe('db:backup', () => {
  it('dumps the embedded database to SQL that restores with the same rows', async () => {
    await migrate(handle);
    await seedReferenceData(handle);
    const driver = driverOf(handle);
    if (driver.kind !== 'pglite') throw new Error('expected PGlite');
    const sql = await dumpPglite(driver.client);
    expect(sql).toContain('CREATE TABLE public.cities');
    expect(sql).toContain('Piracicaba');
    expect(sql).not.toMatch(/transaction_timeout/);

    const restored = await PGlite.create({ extensions: pgliteExtensions });
    await restored.exec(sql);
    const { rows } = await restored.query<{ n: number }>(
      'select count(*)::int as n from public.cities where state_id = 26',
    );
    expect(rows[0].n).toBe(645);
    await restored.close();

    const url = process.env.DATABASE_URL;
    if (url) {
      // The promise of the README: psql-compatible SQL restores into a PostgreSQL server.
      const scratch = await createScratchDatabase(url, 'restore');
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        // No parameters: the simple protocol runs the whole dump, as psql would.
        await client.query(sql);
        const { rows: restoredRows } = await client.query<{ n: number }>(
          'select count(*)::int as n from public.cities where state_id = 26',
        );
        expect(restoredRows[0].n).toBe(645);
      } finally {
        await client.end();
        await scratch.drop();
      }
    }
  }, 60_000);
});
