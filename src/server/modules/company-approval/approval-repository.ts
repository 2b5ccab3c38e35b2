import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import {
  type AssociationSettings,
  type CompanyApproval,
  DEFAULT_ASSOCIATION_SETTINGS,
} from '../../../shared/schemas/company-approval';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema/catalogue-content';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';

/* The association's settings and the approval of new companies (decision 0044). */

/** The settings in force (site_content's `settings` row; the defaults while it was never saved). */
export async function readSettings(db: Db, lock = false): Promise<AssociationSettings> {
  const query = db
    .select({ value: siteContent.valuePt })
    .from(siteContent)
    .where(eq(siteContent.key, 'settings'));
  const [row] = lock ? await query.for('update') : await query;
  return { ...DEFAULT_ASSOCIATION_SETTINGS, ...((row?.value as Partial<AssociationSettings>) ?? {}) };
}

/** The same value in both languages, as the contact details' shared fields are stored. */
export async function writeSettings(db: Db, value: AssociationSettings, now: Date): Promise<void> {
  await db
    .insert(siteContent)
    .values({ key: 'settings', valuePt: value, valueEn: value, updatedAt: now })
    .onConflictDoUpdate({ target: siteContent.key, set: { valuePt: value, valueEn: value, updatedAt: now } });
}

export type QueueRow = {
  reqId: string;
  tradeName: string;
  name: string;
  cnpj: string;
  email: string;
  emailValid: boolean;
  phone1: string | null;
  website: string | null;
  city: string;
  state: string;
  categories: string[];
  aboutShort: string;
  ownerName: string;
  ownerEmail: string;
  membershipNumber: string | null;
  memberSince: string | null;
  approvalReason: string | null;
  requestedAt: Date | string;
  total: number;
};

/** Companies waiting for approval, oldest request first (the partial index companies_approval_queue_idx). */
export async function pendingCompanies(db: Db, lang: Lang, limit: number, offset: number) {
  const categoryName = lang === 'en' ? sql`k.name_en` : sql`k.name_pt`;
  const result = await db.execute<QueueRow>(sql`
    select c.req_id as "reqId", c.trade_name as "tradeName", c.name, c.cnpj, c.email,
      c.email_valid as "emailValid", c.phone_1 as "phone1", c.website, ci.name as city, st.iso as state,
      coalesce((select array_agg(${categoryName} order by ${categoryName}) from company_categories cc
        join categories k on k.id = cc.category_id where cc.company_id = c.id), '{}') as categories,
      c.about_short as "aboutShort", p.name as "ownerName", p.email as "ownerEmail",
      c.membership_number as "membershipNumber", c.member_since::text as "memberSince",
      c.approval_reason as "approvalReason", c.approval_requested_at as "requestedAt",
      (count(*) over ())::int as total
    from companies c
    join customers p on p.id = c.owner_id
    join cities ci on ci.id = c.city_id
    join states st on st.id = ci.state_id
    where c.approval = 'pending'
    order by c.approval_requested_at, c.id
    limit ${limit} offset ${offset}`);
  return result.rows;
}

export interface DecisionTarget {
  id: number;
  reqId: string;
  tradeName: string;
  approval: CompanyApproval;
  ownerId: number | null;
  ownerName: string | null;
  ownerEmail: string | null;
  ownerLang: Lang | null;
  membershipNumber: string | null;
}

/** A company by reqId with its owner, locked until the transaction ends. */
export async function companyForDecision(db: Db, reqId: string): Promise<DecisionTarget | undefined> {
  const [row] = await db
    .select({
      id: companies.id,
      reqId: companies.reqId,
      tradeName: companies.tradeName,
      approval: companies.approval,
      ownerId: companies.ownerId,
      ownerName: customers.name,
      ownerEmail: customers.email,
      ownerLang: customers.lang,
      membershipNumber: companies.membershipNumber,
    })
    .from(companies)
    .leftJoin(customers, eq(customers.id, companies.ownerId))
    .where(eq(companies.reqId, reqId))
    .for('update', { of: companies });
  return row;
}

/**
 * Decides a waiting company: only while it still waits, so of parallel decisions one changes it
 * (false for the others). A refusal keeps its reason for the owner.
 */
export async function decideApproval(
  db: Db,
  id: number,
  decision: { approval: 'approved' | 'refused'; reason: string | null; membershipNumber?: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({
      approval: decision.approval,
      approvalReason: decision.reason,
      approvalDecidedAt: now,
      updatedAt: now,
      ...(decision.membershipNumber ? { membershipNumber: decision.membershipNumber } : {}),
    })
    .where(and(eq(companies.id, id), eq(companies.approval, 'pending')))
    .returning({ id: companies.id });
  return rows.length > 0;
}

/** The owner's refused company back in the queue, keeping the reason it was refused for. */
export async function resubmitOwnCompany(
  db: Db,
  ownerId: number,
  now: Date,
): Promise<{ tradeName: string } | undefined> {
  const [row] = await db
    .update(companies)
    .set({ approval: 'pending', approvalRequestedAt: now, updatedAt: now })
    .where(and(eq(companies.ownerId, ownerId), eq(companies.approval, 'refused')))
    .returning({ tradeName: companies.tradeName });
  return row;
}

export async function ownCompanyApproval(db: Db, ownerId: number) {
  const [row] = await db
    .select({ approval: companies.approval })
    .from(companies)
    .where(eq(companies.ownerId, ownerId));
  return row?.approval;
}
