import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, testBackends } from '../test/databases';
import { type BindConfig, bindInParts, LARGE_PARAMETER_BYTES } from './bind-in-parts';
import type { DbHandle } from './client';

const large = randomBytes(LARGE_PARAMETER_BYTES + 3);
const mapper = (value: unknown) => (typeof value === 'number' ? String(value) : value);

describe('bindInParts', () => {
  it("writes node-postgres' Bind message byte for byte, the large buffers as they are", () => {
    const configs: BindConfig[] = [
      { values: [large] },
      { portal: 'p', statement: 's1', binary: true, values: ['Peças', null, large, randomBytes(10), ''] },
      { statement: 'só', values: [undefined, 7, large, large], valueMapper: mapper },
    ];
    for (const config of configs) {
      const parts = bindInParts(config);
      expect(parts).not.toBeNull();
      expect(
        Buffer.concat(parts ?? []).equals(serialize.bind(config)),
        JSON.stringify(config.statement),
      ).toBe(true);
      expect(parts?.filter((part) => part === large)).toHaveLength(
        (config.values ?? []).filter((value) => value === large).length,
      );
    }
  });

  it('leaves messages without a large buffer, and values only the serializer takes, to the serializer', () => {
    expect(bindInParts({ values: ['a', randomBytes(LARGE_PARAMETER_BYTES - 1)] })).toBeNull();
    expect(bindInParts({ values: [large, 7] })).toBeNull();
  });
});

const backend = testBackends()[0];

describe('a large parameter through the pool', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await backend.open());
  });
  afterAll(() => drop());

  it('reaches PostgreSQL whole, with the parameters around it', async () => {
    // The pool's connections send their Bind messages through bindInParts.
    const client = await handle.pool.connect();
    expect(Object.hasOwn(Reflect.get(client, 'connection'), 'bind')).toBe(true);
    client.release();
    const bytes = randomBytes(3_000_000);
    const result = await handle.db.execute(
      sql`select ${'Peças'}::text as before, md5(${bytes}::bytea) as md5, length(${bytes}::bytea) as size, ${7}::int as after`,
    );
    const md5 = createHash('md5').update(bytes).digest('hex');
    expect(rowsOf(result)).toEqual([{ before: 'Peças', md5, size: 3_000_000, after: 7 }]);
  });
});
