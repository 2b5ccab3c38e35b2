import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
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
  },
  (t) => [
    check(
      'ratings_scores_range',
      sql`${t.productRate} between 1 and 5 and ${t.comunication} between 1 and 5 and ${t.generalEvaluation} between 1 and 5 and ${t.systemEvaluation} between 1 and 5`,
    ),
    index('ratings_company_date_idx').on(t.companyId, t.createdAt),
  ],
);
