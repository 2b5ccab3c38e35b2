import { char, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Reference data with ids fixed by src/server/db/data/brazil-places.json (the web client and the
 * product use city 9896 and state 26 literally), so these keys are plain integers, not identities.
 */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  iso: char('iso', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
  },
  (t) => [index('cities_state_name_idx').on(t.stateId, t.name)],
);
