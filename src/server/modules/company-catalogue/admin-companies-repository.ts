import { and, asc, count, desc, eq, exists, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import { saoPauloDayStart } from '../../../shared/rules/sao-paulo-time';
import { ADMIN_PAGE_SIZE, type AdminCompaniesBody } from '../../../shared/schemas/admin';
import type { CompanyApproval } from '../../../shared/schemas/company-approval';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { cities, states } from '../../db/schema/places';
import { quoteRecipients } from '../../db/schema/quotes';
import { byLang } from '../../db/sql/localized';
import { qualified } from '../../db/sql/qualified';
import { containsAllWords, unaccentLower } from '../../db/sql/search';

const rowColumns = {
  reqId: companies.reqId,
  tradeName: companies.tradeName,
  name: companies.name,
  cnpj: companies.cnpj,
  email: companies.email,
  emailValid: companies.emailValid,
  city: cities.name,
  state: states.iso,
  createdAt: companies.createdAt,
  suspendedAt: companies.suspendedAt,
  verifiedAt: companies.verifiedAt,
  ownerId: companies.ownerId,
  membershipNumber: companies.membershipNumber,
  memberSince: companies.memberSince,
};

const dayStart = saoPauloDayStart;

function whereOf(filter: AdminCompaniesBody): SQL | undefined {
  return and(
    containsAllWords(
      unaccentLower(companies.tradeName, companies.name, companies.email, companies.cnpj),
      filter.search,
    ),
    filter.status === 'active' ? isNull(companies.suspendedAt) : undefined,
    filter.status === 'suspended' ? isNotNull(companies.suspendedAt) : undefined,
    filter.email_valid === 'all' ? undefined : eq(companies.emailValid, filter.email_valid === 'y'),
    filter.city !== undefined ? eq(companies.cityId, filter.city) : undefined,
    filter.category !== undefined
      ? exists(
          sql`(select 1 from ${companyCategories} where ${companyCategories.companyId} = ${qualified(companies.id)} and ${companyCategories.categoryId} = ${filter.category})`,
        )
      : undefined,
    filter.from ? gte(companies.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(companies.createdAt, dayStart(filter.to)) : undefined,
  );
}

/** Newest registrations first, suspended or not. */
export async function listAdminCompanies(db: Db, filter: AdminCompaniesBody) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(companies)
      .innerJoin(cities, eq(cities.id, companies.cityId))
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdminCompany(db: Db, reqId: string) {
  const [row] = await db
    .select({
      ...rowColumns,
      id: companies.id,
      suspensionReason: companies.suspensionReason,
      acceptsQuotes: companies.acceptsQuotes,
      phone1: companies.phone1,
      website: companies.website,
      address: companies.address,
      addressNumber: companies.addressNumber,
      addressNeighborhood: companies.addressNeighborhood,
      hiddenUntilClaimed: companies.hiddenUntilClaimed,
      quotesByEmail: companies.quotesByEmail,
      ownerName: customers.name,
      ownerEmail: customers.email,
      ownerLang: customers.lang,
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    // An unclaimed listing has no owner (issue 33).
    .leftJoin(customers, eq(customers.id, companies.ownerId))
    .where(eq(companies.reqId, reqId))
    .limit(1);
  return row;
}

export async function companyCategoryNames(db: Db, companyId: number, lang: Lang) {
  const rows = await db
    .select({ name: byLang(lang, categories.namePt, categories.nameEn) })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, companyId))
    .orderBy(asc(categories.id));
  return rows.map((r) => r.name);
}

export async function quotesReceivedBy(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(quoteRecipients)
    .where(eq(quoteRecipients.companyId, companyId));
  return row?.total ?? 0;
}

/** The columns a staff action changes, locked for the transaction. */
export async function lockCompanyState(tx: Db, reqId: string) {
  const [row] = await tx
    .select({
      id: companies.id,
      tradeName: companies.tradeName,
      suspendedAt: companies.suspendedAt,
      suspensionReason: companies.suspensionReason,
      verifiedAt: companies.verifiedAt,
      ownerName: customers.name,
      ownerEmail: customers.email,
      ownerLang: customers.lang,
    })
    .from(companies)
    .leftJoin(customers, eq(customers.id, companies.ownerId))
    .where(eq(companies.reqId, reqId))
    .for('update', { of: companies });
  return row;
}

export async function setCompanyState(
  tx: Db,
  id: number,
  values: Partial<{ suspendedAt: Date | null; suspensionReason: string | null; verifiedAt: Date | null }>,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id));
}

/** One company of the catalogue's export (issue 33 item 5), every company, the oldest first. */
export type ExportRow = {
  cnpj: string;
  name: string;
  tradeName: string;
  owned: boolean;
  hiddenUntilClaimed: boolean;
  suspended: boolean;
  /** The association's approval of a company registered on the site (decision 0044). */
  approval: CompanyApproval;
  membershipNumber: string | null;
  memberSince: string | null;
  ownerEmail: string | null;
  email: string;
  emailValid: boolean;
  phone: string | null;
  city: string;
  state: string;
  categories: string | null;
  registeredAt: Date;
  claimedAt: Date | null;
  quotesReceived: number;
  proposalsSent: number;
  proposalsChosen: number;
  rating: number | null;
  ratings: number;
};

export async function exportRows(db: Db, lang: Lang): Promise<ExportRow[]> {
  const categoryName = sql.raw(lang === 'en' ? 'cat.name_en' : 'cat.name_pt');
  const result = await db.execute<ExportRow>(sql`
    select c.cnpj, c.name, c.trade_name as "tradeName", c.owner_id is not null as owned,
      c.hidden_until_claimed as "hiddenUntilClaimed", c.suspended_at is not null as suspended,
      c.approval, c.membership_number as "membershipNumber", to_char(c.member_since, 'YYYY-MM-DD') as "memberSince",
      o.email as "ownerEmail", c.email, c.email_valid as "emailValid", c.phone_1 as phone,
      ci.name as city, st.iso as state,
      (select string_agg(${categoryName}, ', ' order by cat.position, cat.id) from company_categories cc
        join categories cat on cat.id = cc.category_id where cc.company_id = c.id) as categories,
      c.created_at as "registeredAt", c.claimed_at as "claimedAt",
      (select count(*) from quote_recipients qr where qr.company_id = c.id)::int as "quotesReceived",
      c.proposals_sent as "proposalsSent", c.proposals_chosen as "proposalsChosen",
      c.rate::float8 as rating, c.rates_count as ratings
    from companies c
    left join customers o on o.id = c.owner_id
    join cities ci on ci.id = c.city_id
    join states st on st.id = ci.state_id
    order by c.created_at, c.id`);
  return result.rows.map((row) => ({
    ...row,
    registeredAt: new Date(row.registeredAt),
    claimedAt: row.claimedAt ? new Date(row.claimedAt) : null,
  }));
}
