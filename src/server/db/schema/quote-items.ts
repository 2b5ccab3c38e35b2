import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { QuoteUnit } from '../../../shared/schemas/quote-items';
import { newReqId } from '../../lib/ids';
import { storedFiles } from './files';
import { quoteProposals, quotes } from './quotes';

/** Items of a quote request (issue 34 item 1, migration 0056); quantities in thousandths. */
export const quoteItems = pgTable(
  'quote_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    unit: text('unit').$type<QuoteUnit>().notNull(),
    specification: text('specification'),
    /** Its drawing or datasheet, a stored file of kind 'drawing' (migration 0098, decision 0046). */
    drawingFileId: integer('drawing_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('quote_items_quote_position_idx').on(t.quoteId, t.position),
    check('quote_items_quantity_positive', sql`${t.quantityMilli} > 0`),
    check(
      'quote_items_unit_known',
      sql`${t.unit} IN ('un', 'pc', 'kg', 't', 'm', 'm2', 'm3', 'l', 'h', 'servico', 'conjunto')`,
    ),
  ],
);

/** A proposal's price for one item (issue 34 item 2): priced, or cannot supply. */
export const quoteProposalLines = pgTable(
  'quote_proposal_lines',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => quoteProposals.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => quoteItems.id, { onDelete: 'cascade' }),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }),
    deliveryDays: integer('delivery_days'),
    cannotSupply: boolean('cannot_supply').notNull().default(false),
    /** The line's landed cost, taxes added as stated (decision 0028). */
    landedCents: bigint('landed_cents', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.proposalId, t.itemId], name: 'quote_proposal_lines_pk' }),
    index('quote_proposal_lines_item_idx').on(t.itemId),
    check(
      'quote_proposal_lines_priced',
      sql`${t.cannotSupply} or (${t.unitPriceCents} > 0 and ${t.deliveryDays} > 0 and ${t.landedCents} is not null)`,
    ),
  ],
);

/**
 * A split award (issue 34 item 4, migration 0070, decision 0033): each item of the request went to
 * one supplier's proposal that priced it, all in one award.
 */
export const quoteItemAwards = pgTable(
  'quote_item_awards',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => quoteItems.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => quoteProposals.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_item_awards_quote_idx').on(t.quoteId),
    index('quote_item_awards_proposal_idx').on(t.proposalId),
  ],
);
