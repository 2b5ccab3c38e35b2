import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** An app session (DECISIONS.md 4). Secrets are stored as SHA-256 hashes only. */
export const appSessions = pgTable(
  'app_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authHash: text('auth_hash').notNull().unique(),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => customers.id, { onDelete: 'cascade' }),
    loginExpiresAt: timestamp('login_expires_at', { withTimezone: true }),
    device: text('device'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_sessions_user_idx').on(t.userId), index('app_sessions_last_used_idx').on(t.lastUsedAt)],
);

/** "Stay logged in": a device-bound token that logs in again for 90 days. */
export const persistentLogins = pgTable(
  'persistent_logins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('persistent_logins_user_idx').on(t.userId)],
);

/** Counters for login, recovery and registration throttling; kept in the database so several processes agree. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
