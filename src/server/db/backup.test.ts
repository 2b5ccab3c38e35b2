import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { dumpPglite } from './backup';
import { driverOf, openDb, pgliteExtensions } from './client';
import { seedReferenceData } from './demo/seed';
import { migrate } from './migrate';

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
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      const name = `restore_${Date.now()}`;
      await admin.unsafe(`create database "${name}"`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const pg = postgres(target.toString(), { max: 1, onnotice: () => {} });
      try {
        await pg.unsafe(sql);
        const [{ n }] = await pg.unsafe<{ n: number }[]>(
          'select count(*)::int as n from public.cities where state_id = 26',
        );
        expect(n).toBe(645);
      } finally {
        await pg.end();
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    }
  }, 60_000);
});
