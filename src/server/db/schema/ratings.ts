import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customers } from './customers';
import { quoteProposals } from './quotes';

/**
 * A rating of a chosen proposal, made once (unique proposal_id). y/n answers are booleans; the
 * misspellings (comunication, recomend) follow the wire payload of PRODUCT.md 3.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    proposalId: integer('proposal_id')
      .notNull()
      .unique()
      .references(() => quoteProposals.id, { onDelete: 'cascade' }),
    /** Null once the rated company left the catalogue; the rating stays with its quote. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    concluded: boolean('concluded').notNull(),
    productRate: smallint('product_rate').notNull(),
    deliveredInTime: boolean('delivered_in_time').notNull(),
    priceAsQuote: boolean('price_as_quote').notNull(),
    comunication: smallint('comunication').notNull(),
    recomend3rdParty: boolean('recomend_3rd_party').notNull(),
    shortDescription: text('short_description'),
    suggestions: text('suggestions'),
    generalEvaluation: smallint('general_evaluation').notNull(),
    systemRecommend: boolean('system_recommend').notNull(),
    systemDescription: text('system_description'),
    systemSuggestions: text('system_suggestions'),
    systemEvaluation: smallint('system_evaluation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by the association (migration 0030): out of every public list and figure. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The staff member who hid it; the audit log keeps their name after their account goes. */
    hiddenBy: integer('hidden_by').references(() => customers.id, { onDelete: 'set null' }),
    /** The rated company's owner asked for a review; the report is open until report_closed_at. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    reportClosedAt: timestamp('report_closed_at', { withTimezone: true }),
    /** The rated company's public answer (migration 0031); replied_at moves when it is rewritten. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by the association: off the public page, and the owner cannot rewrite it meanwhile. */
    replyHiddenAt: timestamp('reply_hidden_at', { withTimezone: true }),
    replyHiddenReason: text('reply_hidden_reason'),
  },
  (t) => [
    check(
      'ratings_scores_range',
      sql`${t.productRate} between 1 and 5 and ${t.comunication} between 1 and 5 and ${t.generalEvaluation} between 1 and 5 and ${t.systemEvaluation} between 1 and 5`,
    ),
    index('ratings_company_date_idx').on(t.companyId, t.createdAt),
    index('ratings_open_report_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.reportedAt} is not null and ${t.reportClosedAt} is null`),
    index('ratings_hidden_idx').on(t.createdAt, t.id).where(sql`${t.hiddenAt} is not null`),
  ],
);
