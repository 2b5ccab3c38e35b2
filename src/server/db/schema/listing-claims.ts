import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';
import { companies } from './companies';
import { customers } from './customers';
import { quotes } from './quotes';

export const INVITATION_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'revoked',
  'used',
  'expired',
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const CLAIM_STATUSES = ['mailed', 'pending', 'used', 'approved', 'refused', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * The association's invitation to claim an unclaimed listing (issue 33 item 3, migration 0090,
 * decision 0039). `queued` until the job sends it: the token is made then and only its SHA-256 kept
 * (`token_hash`, `expires_at`); `failed` when the mailer refused the address (never tried again);
 * `used` once a person became the owner with it; `revoked`, `expired` (replaced after its 30 days)
 * end it. At most one live (queued, sending, sent) per listing.
 */
export const listingInvitations = pgTable(
  'listing_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status').$type<InvitationStatus>().notNull().default('queued'),
    tokenHash: text('token_hash').unique(),
    actorId: integer('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When it was used, revoked, replaced or failed. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'listing_invitations_status_known',
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'revoked', 'used', 'expired')`,
    ),
    uniqueIndex('listing_invitations_live_idx')
      .on(t.companyId)
      .where(sql`${t.status} in ('queued', 'sending', 'sent')`),
    index('listing_invitations_queued_idx').on(t.id).where(sql`${t.status} = 'queued'`),
    index('listing_invitations_failed_idx').on(sql`lower(${t.email})`).where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * A person's claim of a listing from its page (migration 0090): `mailed` with a link to their work
 * e-mail (the listing's address or its website's domain), `pending` for staff otherwise (or when
 * the listing is claimed already); `used`, `approved`, `refused` (with `reason`) or `closed` (the
 * listing went to someone else) end it.
 */
export const listingClaims = pgTable(
  'listing_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    claimantId: integer('claimant_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    message: text('message'),
    status: text('status').$type<ClaimStatus>().notNull(),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => customers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'listing_claims_status_known',
      sql`${t.status} in ('mailed', 'pending', 'used', 'approved', 'refused', 'closed')`,
    ),
    uniqueIndex('listing_claims_open_idx')
      .on(t.companyId, t.claimantId)
      .where(sql`${t.status} in ('mailed', 'pending')`),
    index('listing_claims_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A quote request e-mailed to an unclaimed listing whose association chose so (issue 33 item 2,
 * migration 0091): queued with the request, sent once by the job (`sending` is claimed before the
 * mail goes), `skipped` when the address failed before.
 */
export const quoteListingMails = pgTable(
  'quote_listing_mails',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status')
      .$type<'queued' | 'sending' | 'sent' | 'failed' | 'skipped'>()
      .notNull()
      .default('queued'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'quote_listing_mails_pk', columns: [t.quoteId, t.companyId] }),
    check(
      'quote_listing_mails_status_known',
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'skipped')`,
    ),
    index('quote_listing_mails_queued_idx').on(t.quoteId, t.companyId).where(sql`${t.status} = 'queued'`),
  ],
);
