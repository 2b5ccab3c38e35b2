import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import type { CompanyApproval } from '../../../shared/schemas/company-approval';
import { newReqId } from '../../lib/ids';
import { categories } from './categories';
import { customers } from './customers';
import { storedFiles } from './files';
import { memberImports } from './member-imports';
import { cities } from './places';

/**
 * A GIN index's pending list is merged every 256 kB instead of 4 MB: every search scans it whole
 * (migration 0106).
 */
export const GIN_PENDING = { gin_pending_list_limit: 256 };

/**
 * A customer's company (at most one per customer, DECISIONS.md 5). The wire's `quotes: 'y' | 'n'`
 * is stored as the boolean `accepts_quotes`; every y/n field of the domain is a boolean here.
 *
 * Cached figures, kept by the code that changes their sources:
 * - `rate`: mean of the company's ratings' general_evaluation, null while it has no rating;
 * - `rates_count`: number of ratings;
 * - `proposals_sent`: number of distinct quotes the company sent a proposal to;
 * - `proposals_chosen`: number of those where its proposal was chosen.
 * `search_text` is the accent-free lower-case concatenation of trade name, legal name, keywords,
 * short about and category names (pt and en), rebuilt whenever one of them changes; searches
 * normalise their input the same way and use ILIKE, served by the pg_trgm GIN index.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    /** Null while the listing is unclaimed (imported by the association, decision record "unclaimed listings"). */
    ownerId: integer('owner_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tradeName: text('trade_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailValid: boolean('email_valid').notNull().default(false),
    cnpj: char('cnpj', { length: 14 }).notNull().unique(),
    acceptsQuotes: boolean('accepts_quotes').notNull().default(true),
    /** The monthly insights digest (migration 0062): on by default, off in one click. */
    insightsDigest: boolean('insights_digest').notNull().default(true),
    phone1: text('phone_1'),
    phone2: text('phone_2'),
    whatsapp: text('whatsapp'),
    website: text('website'),
    videoUrl: text('video_url'),
    mapUrl: text('map_url'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    youtube: text('youtube'),
    linkedin: text('linkedin'),
    about: text('about').notNull(),
    aboutShort: text('about_short').notNull(),
    /** The about texts in English (migration 0095, decision 0042): null where the company wrote none. */
    aboutEn: text('about_en'),
    aboutShortEn: text('about_short_en'),
    keywords: text('keywords'),
    postalCode: char('postal_code', { length: 8 }).notNull(),
    address: text('address').notNull(),
    addressNumber: text('address_number').notNull(),
    addressAdjunct: text('address_adjunct'),
    addressNeighborhood: text('address_neighborhood').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    logoFileId: integer('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    coverFileId: integer('cover_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    rate: numeric('rate', { precision: 3, scale: 2, mode: 'number' }),
    ratesCount: integer('rates_count').notNull().default(0),
    proposalsSent: integer('proposals_sent').notNull().default(0),
    proposalsChosen: integer('proposals_chosen').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    /** The sort key of the catalogue's name order, computed by the database (migration 0002). */
    nameKey: text('name_key').notNull().generatedAlwaysAs(sql`lower(immutable_unaccent(trade_name))`),
    /** Null only on an unclaimed listing (check companies_owned_terms): the claimant accepts them. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Suspended by the association: out of the public catalogue and of new quote requests. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** "Verified by the association", shown on the public page and card. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The member import that created the listing (migration 0048); kept after it is claimed. */
    importId: integer('import_id').references(() => memberImports.id, { onDelete: 'set null' }),
    /** An unclaimed listing the association keeps out of everything public until it is claimed. */
    hiddenUntilClaimed: boolean('hidden_until_claimed').notNull().default(false),
    /**
     * An unclaimed listing's quote requests go out by e-mail to its listed address (the association's
     * choice; none by default). accepts_quotes stays false while unclaimed, so nothing offers it.
     */
    quotesByEmail: boolean('quotes_by_email').notNull().default(false),
    membershipNumber: text('membership_number'),
    memberSince: date('member_since', { mode: 'string' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The language of the e-mails to an unclaimed listing's address (invitations; migration 0090). */
    lang: text('lang').$type<Lang>().notNull().default('pt-BR'),
    /**
     * The association's approval of a company registered on the site (migration 0096, decision
     * 0044): `approved` (every company while the association publishes at once), `pending` (in the
     * back office's queue) or `refused` (with `approval_reason`, until its owner sends it again).
     */
    approval: text('approval').$type<CompanyApproval>().notNull().default('approved'),
    approvalReason: text('approval_reason'),
    /** When it was sent for approval (registration or resubmission): the queue's order. */
    approvalRequestedAt: timestamp('approval_requested_at', { withTimezone: true }),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true }),
    /**
     * What the public sees: not suspended, approved, and not an unclaimed listing hidden until
     * claimed (migrations 0048, 0096).
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(
        sql`suspended_at is null and approval = 'approved' and (owner_id is not null or not hidden_until_claimed)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('companies_lang_known', sql`${t.lang} in ('pt-BR', 'en')`),
    check('companies_approval_known', sql`${t.approval} in ('approved', 'pending', 'refused')`),
    check('companies_refused_reason', sql`${t.approval} <> 'refused' or ${t.approvalReason} is not null`),
    index('companies_approval_queue_idx')
      .on(t.approvalRequestedAt, t.id)
      .where(sql`${t.approval} = 'pending'`),
    check('companies_owned_terms', sql`${t.ownerId} is null or ${t.termsAcceptedAt} is not null`),
    check('companies_unclaimed_no_quotes', sql`${t.ownerId} is not null or not ${t.acceptsQuotes}`),
    index('companies_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
    index('companies_unclaimed_idx').on(t.id).where(sql`${t.ownerId} is null`),
    // Migration 0101: the listed companies' ids, for the association's listings view.
    index('companies_listed_idx').on(t.id).where(sql`${t.listed}`),
    check('companies_cnpj_digits', sql`${t.cnpj} ~ '^[0-9]{14}$'`),
    check('companies_postal_code_digits', sql`${t.postalCode} ~ '^[0-9]{8}$'`),
    check('companies_rate_range', sql`${t.rate} is null or (${t.rate} >= 1 and ${t.rate} <= 5)`),
    // The three orders of /companies/list, so a page is an index range and never a sort of everyone;
    // a city's page in name order too (the city filter is the catalogue's most used). Partial, over
    // the public catalogue only, so a page's ids and a count are read from the index alone
    // (migration 0011).
    index('companies_city_name_key_idx')
      .on(t.cityId, t.nameKey, t.tradeName, t.id)
      .where(sql`${t.suspendedAt} is null`),
    index('companies_name_key_idx').on(t.nameKey, t.tradeName, t.id).where(sql`${t.suspendedAt} is null`),
    index('companies_rate_asc_idx')
      .on(t.rate.asc().nullsLast(), t.nameKey, t.tradeName, t.id)
      .where(sql`${t.suspendedAt} is null`),
    index('companies_rate_desc_idx')
      .on(t.rate.desc().nullsLast(), t.nameKey, t.tradeName, t.id)
      .where(sql`${t.suspendedAt} is null`),
    index('companies_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with(GIN_PENDING),
    // The back office's dashboard counts registrations per week (migration 0015).
    index('companies_created_idx').on(t.createdAt),
  ],
);

/** The columns /companies/list filters and orders by, as company_list_keys and company_category_keys hold them. */
const listedColumns = () => ({
  tradeName: text('trade_name').notNull(),
  nameKey: text('name_key').notNull(),
  rate: numeric('rate', { precision: 3, scale: 2, mode: 'number' }),
  cityId: integer('city_id').notNull(),
  searchText: text('search_text').notNull(),
});

/**
 * What /companies/list filters and orders by, one row per company the public sees (none for a
 * suspended one): a narrow copy of companies (~300 bytes a row instead of ~750), so a broad search
 * rechecks its matches on a fifth of the pages. Written only by the trigger of migration 0023 on
 * companies, in the transaction of the change; never by the code.
 */
export const companyListKeys = pgTable(
  'company_list_keys',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...listedColumns(),
    // The city's state, so a state's page is an index range (migration 0027).
    stateId: integer('state_id').notNull(),
  },
  (t) => [
    index('company_list_keys_name_idx').on(t.nameKey, t.tradeName, t.companyId),
    // Suggestions while typing (migration 0040).
    index('company_list_keys_name_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')).with(GIN_PENDING),
    index('company_list_keys_state_name_idx').on(t.stateId, t.nameKey, t.tradeName, t.companyId),
    index('company_list_keys_city_name_idx').on(t.cityId, t.nameKey, t.tradeName, t.companyId),
    // A city's page in rate order (migration 0025).
    index('company_list_keys_city_rate_asc_idx').on(t.cityId, t.rate, t.nameKey, t.tradeName, t.companyId),
    index('company_list_keys_city_rate_desc_idx').on(
      t.cityId,
      t.rate.desc().nullsLast(),
      t.nameKey,
      t.tradeName,
      t.companyId,
    ),
    index('company_list_keys_rate_asc_idx').on(t.rate, t.nameKey, t.tradeName, t.companyId),
    index('company_list_keys_rate_desc_idx').on(
      t.rate.desc().nullsLast(),
      t.nameKey,
      t.tradeName,
      t.companyId,
    ),
    index('company_list_keys_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with(GIN_PENDING),
    // The words of search_text (migration 0029): a search's matches as exact posting lists.
    index('company_list_keys_words_idx').using('gin', sql`list_words_of(${t.searchText})`).with(GIN_PENDING),
  ],
);

/**
 * company_list_keys' columns once per category a listed company is in, so a category's page is an
 * index range like a city's. Written only by the triggers of migration 0024 (on company_categories
 * and company_list_keys), never by the code.
 */
export const companyCategoryKeys = pgTable(
  'company_category_keys',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyListKeys.companyId, { onDelete: 'cascade' }),
    ...listedColumns(),
  },
  (t) => [
    primaryKey({ name: 'company_category_keys_pk', columns: [t.categoryId, t.companyId] }),
    index('company_category_keys_company_idx').on(t.companyId),
    index('company_category_keys_name_idx').on(t.categoryId, t.nameKey, t.tradeName, t.companyId),
    index('company_category_keys_rate_asc_idx').on(t.categoryId, t.rate, t.nameKey, t.tradeName, t.companyId),
    index('company_category_keys_rate_desc_idx').on(
      t.categoryId,
      t.rate.desc().nullsLast(),
      t.nameKey,
      t.tradeName,
      t.companyId,
    ),
  ],
);

export const companyCategories = pgTable(
  'company_categories',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    index('company_categories_category_idx').on(t.categoryId, t.companyId),
  ],
);

/** Portfolio images; removing the stored file removes the entry. */
export const companyPortfolio = pgTable(
  'company_portfolio',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_portfolio_company_idx').on(t.companyId, t.position)],
);
