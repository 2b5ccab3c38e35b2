import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../shared/schemas/admin';
import { customers } from './customers';

/** Back-office roles of an account: `editor` edits content, `admin` does everything, roles included. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.role] }),
    check('staff_roles_role_known', sql`${t.role} in ('editor', 'admin')`),
  ],
);

/**
 * Every staff action. Append-only: no route updates or deletes a row. The actor's name is copied so
 * the entry still says who acted after the account is gone (actor_id then becomes null); a null
 * actor with the name "command line" is `npm run staff`.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_created_idx').on(t.createdAt, t.id)],
);
