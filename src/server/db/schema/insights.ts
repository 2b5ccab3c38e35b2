import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customers } from './customers';

/**
 * The counts of one company and one period (migration 0062, issue 35). Nothing here names or marks
 * a person: `insight-tables.test.ts` reads every column of these tables and fails on anything else.
 */
const counts = {
  views: integer('views').notNull().default(0),
  appearances: integer('appearances').notNull().default(0),
  websiteClicks: integer('website_clicks').notNull().default(0),
  phoneClicks: integer('phone_clicks').notNull().default(0),
  whatsappClicks: integer('whatsapp_clicks').notNull().default(0),
  emailClicks: integer('email_clicks').notNull().default(0),
  quotesReceived: integer('quotes_received').notNull().default(0),
  quotesAnswered: integer('quotes_answered').notNull().default(0),
  quotesWon: integer('quotes_won').notNull().default(0),
  ratings: integer('ratings').notNull().default(0),
};

/** Per São Paulo day, kept 13 months (then rolled up into company_monthly_counts). */
export const companyDailyCounts = pgTable(
  'company_daily_counts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...counts,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day] }),
    index('company_daily_counts_day_idx').on(t.day),
    // Migration 0081: the days with a quote only, for the peers' medians.
    index('company_daily_counts_quote_days_idx')
      .on(t.companyId, t.day)
      .where(sql`${t.quotesReceived} > 0 or ${t.quotesAnswered} > 0 or ${t.quotesWon} > 0`),
  ],
);

/** Per calendar month (its first day), for the days older than 13 months. */
export const companyMonthlyCounts = pgTable(
  'company_monthly_counts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    ...counts,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.month] }),
    check('month_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * A company's sums over the whole past days [first_day, last_day] (migration 0101): the association's
 * view reads these, rebuilt once a São Paulo day, instead of every company's daily rows.
 */
export const companyPeriodCounts = pgTable(
  'company_period_counts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    ...counts,
  },
  (t) => [primaryKey({ columns: [t.firstDay, t.lastDay, t.companyId] })],
);

/** One monthly digest per owner and month, claimed before it is sent (decision 0030). */
export const insightDigests = pgTable(
  'insight_digests',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month] })],
);

/** The association's last reminder to a company's owner (migration 0080, issue 35 item 4). */
export const listingReminders = pgTable('listing_reminders', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['idle', 'incomplete'] }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
