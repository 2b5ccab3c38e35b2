import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FreightKind } from '../../../shared/rules/quote-totals';
import { QUOTE_ROUNDS_MAX } from '../../../shared/schemas/quote-round';
import { newReqId } from '../../lib/ids';
import { categories } from './categories';
import { companies } from './companies';
import { customers } from './customers';
import { storedFiles } from './files';

/** a = open, c = concluded (a proposal was chosen), x = cancelled (PRODUCT.md 4). */
export const QUOTE_STATUSES = ['a', 'c', 'x'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const quotes = pgTable(
  'quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    /** Null once the requester deleted the account (the quote stays for its recipients). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: char('status', { length: 1 }).$type<QuoteStatus>().notNull().default('a'),
    allCompanies: boolean('all_companies').notNull().default(false),
    dateOpen: timestamp('date_open', { withTimezone: true }).notNull().defaultNow(),
    dateUpdate: timestamp('date_update', { withTimezone: true }),
    dateClose: timestamp('date_close', { withTimezone: true }),
    /** Issue 18: no proposal or question after it; null = none (migration 0017). */
    deadline: timestamp('deadline', { withTimezone: true }),
    /** Issue 34 item 6: 1, or the revision round the buyer asked for last (migration 0092). */
    round: smallint('round').notNull().default(1),
    /** Issue 34 item 8: when the buyer closed the messages after the award (migration 0093). */
    threadsClosedAt: timestamp('threads_closed_at', { withTimezone: true }),
  },
  (t) => [
    check('quotes_status_known', sql`${t.status} in ('a', 'c', 'x')`),
    check('quotes_round_range', sql`${t.round} between 1 and ${sql.raw(String(QUOTE_ROUNDS_MAX))}`),
    index('quotes_customer_status_idx').on(t.customerId, t.status, t.dateOpen),
    index('quotes_customer_date_idx').on(t.customerId, t.dateOpen),
    index('quotes_category_idx').on(t.categoryId),
    // The back office's dashboard reads a period's requests (migration 0015, which also INCLUDEs
    // category_id and status: Drizzle cannot declare INCLUDE).
    index('quotes_date_open_idx').on(t.dateOpen),
    // The reminder job reads open quotes whose deadline is near (migration 0017).
    index('quotes_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'a' and ${t.deadline} is not null`),
  ],
);

/** Companies the requester picked ("companies" in the payload). */
export const quoteTargets = pgTable(
  'quote_targets',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.companyId] }),
    index('quote_targets_company_idx').on(t.companyId),
  ],
);

/** Companies the requester excluded ("exclude" in the payload). */
export const quoteExclusions = pgTable(
  'quote_exclusions',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.companyId] }),
    index('quote_exclusions_company_idx').on(t.companyId),
  ],
);

/** Recipients resolved when the quote is created (DECISIONS.md 5); they alone see the quote. */
export const quoteRecipients = pgTable(
  'quote_recipients',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the deadline reminder was claimed for this recipient: at most one each (migration 0017). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the company first answered (its first proposal, or a decline); migration 0018. */
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
    /**
     * The outside invitation this row came from, sent to the company's address before it listed
     * (migration 0104, decision 0048; the foreign key is the migration's); null for a request sent
     * in the catalogue. Such rows do not count in the responsiveness figures.
     */
    outsideId: integer('outside_id'),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.companyId] }),
    index('quote_recipients_company_idx').on(t.companyId, t.quoteId),
  ],
);

/** Attachments; the public id is the stored file's reqId (what /quotes/file/{reqId} takes). */
export const quoteAttachments = pgTable(
  'quote_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_attachments_quote_idx').on(t.quoteId)],
);

export const quoteQuestions = pgTable(
  'quote_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** Null once the company left the catalogue (its owner deleted the account). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** An outside supplier's question (issue 34 item 7, migration 0097): its invitation's id. */
    outsideId: integer('outside_id'),
    question: text('question').notNull(),
    dateQuestion: timestamp('date_question', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    dateAnswer: timestamp('date_answer', { withTimezone: true }),
  },
  (t) => [
    index('quote_questions_quote_company_idx').on(t.quoteId, t.companyId),
    index('quote_questions_company_idx').on(t.companyId),
  ],
);

/**
 * Proposals (a PDF, its terms, or both: issue 30 item 10). A company may send several; the latest is its offer. At most one
 * proposal per quote is chosen for the whole quote — enforced by a partial unique index; a split award
 * chooses several, each for its items (`chosen_items`, quote_item_awards: decision 0033).
 */
export const quoteProposals = pgTable(
  'quote_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** Null once the company left the catalogue; the proposal stays for the quote's requester. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Null when the proposal states its price and delivery time and came without a PDF (migration 0032). */
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    chosen: boolean('chosen').notNull().default(false),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    /** Chosen for some items of a split award (migration 0070, decision 0033), not for the whole quote. */
    chosenItems: boolean('chosen_items').notNull().default(false),
    /** The structured terms (migration 0016, decision 0019); null where the company gave none. */
    priceCents: bigint('price_cents', { mode: 'number' }),
    deliveryDays: integer('delivery_days'),
    validUntil: date('valid_until', { mode: 'string' }),
    paymentTerms: text('payment_terms'),
    note: text('note'),
    /** Taxes, freight and the server's totals (issue 34 item 2, migration 0056, decision 0028). */
    icmsRateBp: integer('icms_rate_bp').notNull().default(0),
    icmsIncluded: boolean('icms_included').notNull().default(true),
    ipiRateBp: integer('ipi_rate_bp').notNull().default(0),
    ipiIncluded: boolean('ipi_included').notNull().default(true),
    freight: text('freight').$type<FreightKind>(),
    freightCents: bigint('freight_cents', { mode: 'number' }),
    goodsCents: bigint('goods_cents', { mode: 'number' }),
    taxesCents: bigint('taxes_cents', { mode: 'number' }),
    landedCents: bigint('landed_cents', { mode: 'number' }),
    /** The quote's round when it was sent (issue 34 item 6, migration 0092). */
    round: smallint('round').notNull().default(1),
    /**
     * An outside supplier's proposal (issue 34 item 7, migration 0097, decision 0045): its
     * invitation's id (quote_outside_invites; the foreign key is the migration's), company_id null.
     */
    outsideId: integer('outside_id'),
  },
  (t) => [
    check('quote_proposals_price_positive', sql`${t.priceCents} is null or ${t.priceCents} > 0`),
    check('quote_proposals_delivery_positive', sql`${t.deliveryDays} is null or ${t.deliveryDays} > 0`),
    check(
      'quote_proposals_file_or_terms',
      sql`${t.fileId} is not null or (${t.priceCents} is not null and ${t.deliveryDays} is not null)`,
    ),
    check(
      'quote_proposals_freight_known',
      sql`${t.freight} is null or ${t.freight} IN ('cif', 'cif_value', 'fob')`,
    ),
    check('quote_proposals_chosen_items_chosen', sql`not ${t.chosenItems} or ${t.chosen}`),
    // One whole award per quote; a split award's proposals are chosen for their items (decision 0033).
    uniqueIndex('quote_proposals_one_chosen_idx')
      .on(t.quoteId)
      .where(sql`${t.chosen} and not ${t.chosenItems}`),
    index('quote_proposals_quote_company_idx').on(t.quoteId, t.companyId, t.createdAt),
    index('quote_proposals_company_idx').on(t.companyId, t.createdAt),
    // The dashboard's period of proposals; migration 0015 INCLUDEs quote_id and company_id.
    index('quote_proposals_created_idx').on(t.createdAt),
    index('quote_proposals_chosen_at_idx').on(t.chosenAt).where(sql`${t.chosen}`),
  ],
);

/**
 * Each revision round a buyer asked for (issue 34 item 6, migration 0092, decision 0040): its
 * deadline (also the quote's while it is the current round) and what the buyer wrote to the suppliers.
 */
export const quoteRounds = pgTable(
  'quote_rounds',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'quote_rounds_pk', columns: [t.quoteId, t.round] }),
    check('quote_rounds_round_range', sql`${t.round} between 2 and ${sql.raw(String(QUOTE_ROUNDS_MAX))}`),
  ],
);
