import { asc, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/harness';
import type { DbHandle } from '../client';
import { qualified } from './qualified';

// Two tables with a same-named "id", as quotes and quote_proposals have.
const outer = pgTable('qualified_outer', { id: integer('id').primaryKey() });
const inner = pgTable('qualified_inner', {
  id: integer('id').primaryKey(),
  outerId: integer('outer_id').notNull(),
});

let handle: DbHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await openTestDb());
  await handle.db.execute(sql`create table qualified_outer (id int primary key)`);
  await handle.db.execute(sql`create table qualified_inner (id int primary key, outer_id int not null)`);
  await handle.db.execute(sql`insert into qualified_outer values (1), (2)`);
  // Outer 1 has two inner rows, outer 2 none; inner ids 1 and 2 differ from their outer_id.
  await handle.db.execute(sql`insert into qualified_inner values (1, 1), (2, 1)`);
});

afterAll(async () => drop());

const countFor = (outerId: ReturnType<typeof sql> | typeof outer.id) =>
  sql<number>`(select count(*)::int from ${inner} where ${inner.outerId} = ${outerId})`;

describe('qualified', () => {
  it('keeps a correlated subquery on the outer row in a one-table select', async () => {
    const rows = await handle.db
      .select({ id: outer.id, n: countFor(qualified(outer.id)) })
      .from(outer)
      .orderBy(asc(outer.id));
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 0 },
    ]);
  });

  it('is needed: the bare column is read as the inner table own id there', async () => {
    const rows = await handle.db
      .select({ id: outer.id, n: countFor(outer.id) })
      .from(outer)
      .orderBy(asc(outer.id));
    // "outer_id" = "id" inside qualified_inner: (1,1) matches, (2,1) does not, whatever the outer row.
    expect(rows).toEqual([
      { id: 1, n: 1 },
      { id: 2, n: 1 },
    ]);
  });
});
