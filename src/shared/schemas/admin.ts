import { z } from 'zod';
import { reqIdField, searchField, textInput } from './common';
import { ok } from './envelope';

/*
 * The back office's calls (issue 15). Every one is declared `access: 'editor'` or `'admin'`; the
 * role is read from the database on each call, never from what the client says.
 */

export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRole = z.enum(STAFF_ROLES);

export const ADMIN_PAGE_SIZE = 25;
const page = z.number().int().min(1).max(10_000).default(1);

export const adminCompaniesBody = z.object({
  search: searchField(100),
  status: z.enum(['all', 'active', 'suspended']).default('all'),
  email_valid: z.enum(['all', 'y', 'n']).default('all'),
  category: z.number().int().positive().optional(),
  city: z.number().int().positive().optional(),
  /** Registered on or after / before (exclusive) this day, YYYY-MM-DD. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page,
});
export type AdminCompaniesBody = z.infer<typeof adminCompaniesBody>;

/** A company's listing: `claimed` has an owner; `unclaimed` was imported by the association (issue 33). */
export const LISTING_STATUSES = ['claimed', 'unclaimed'] as const;
export const listingStatus = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatus>;

export const adminCompanyRow = z.object({
  reqId: z.string(),
  tradeName: z.string(),
  name: z.string(),
  cnpj: z.string(),
  email: z.string(),
  emailValid: z.boolean(),
  city: z.string(),
  state: z.string(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** Added by issue 33: an imported listing nobody has claimed yet has no owner. */
  listing: listingStatus.optional(),
  membershipNumber: z.string().nullable().optional(),
  /** The day the company became a member (YYYY-MM-DD). */
  memberSince: z.string().nullable().optional(),
});
export const adminCompaniesResponse = ok({
  data: z.array(adminCompanyRow),
  total: z.number().int(),
  pageSize: z.number().int(),
});

export const adminCompanyRecord = adminCompanyRow.extend({
  suspensionReason: z.string().nullable(),
  acceptsQuotes: z.boolean(),
  phone1: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string(),
  categories: z.array(z.string()),
  /** Null while the listing is unclaimed (issue 33). */
  owner: z.object({ name: z.string(), email: z.string(), lang: z.string() }).nullable(),
  /** Unclaimed listings (issue 33): hidden from the public until claimed; quote requests by e-mail. */
  hiddenUntilClaimed: z.boolean().optional(),
  quotesByEmail: z.boolean().optional(),
  quotesReceived: z.number().int(),
});
export const adminCompanyResponse = ok({ data: adminCompanyRecord });

export const adminCompanyBody = z.object({ req_id: reqIdField });

/** Why staff suspend a company or block an account: the server and the form count the same characters. */
export const STAFF_REASON = { min: 3, max: 500 } as const;
export const staffReasonField = textInput()
  .trim()
  .min(STAFF_REASON.min, { error: 'v.required' })
  .max(STAFF_REASON.max, { error: 'v.maxLength' });

export const adminSuspendBody = z.object({ req_id: reqIdField, reason: staffReasonField });
export const adminVerifyBody = z.object({ req_id: reqIdField, verified: z.boolean() });

/**
 * Every action the audit log records. Each has a name and a sentence in both languages (the
 * `audit.actions` and `audit.sentences` keys of admin.json); `recordAudit` takes only these.
 */
export const AUDIT_ACTIONS = [
  'company.suspend',
  'company.reinstate',
  'company.verify',
  'company.unverify',
  'certification.check',
  'certification.uncheck',
  'company.export',
  'customer.block',
  'customer.unblock',
  'rating.hide',
  'rating.restore',
  'rating.dismissReport',
  'rating.hideReply',
  'rating.restoreReply',
  'content.slide.create',
  'content.slide.update',
  'content.slide.remove',
  'content.slide.order',
  'content.banner.update',
  'content.about.update',
  'content.contact.update',
  'content.faq.create',
  'content.faq.update',
  'content.faq.remove',
  'content.faq.order',
  'magazine.add',
  'magazine.edit',
  'magazine.remove',
  'terms.publish',
  'category.add',
  'category.rename',
  'category.merge',
  'category.remove',
  'vocabulary.add',
  'vocabulary.rename',
  'vocabulary.retire',
  'vocabulary.restore',
  'vocabulary.approve',
  'vocabulary.refuse',
  'newsletter.send',
  'listings.remindIdle',
  'listings.remindIncomplete',
  'staff.grant',
  'staff.revoke',
  'memberImport.import',
  'memberImport.undo',
  'claim.invite',
  'claim.resend',
  'claim.revoke',
  'claim.lang',
  'claim.approve',
  'claim.refuse',
  'company.approve',
  'company.refuse',
  'settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export const adminAuditBody = z.object({
  action: textInput().trim().max(60).optional(),
  actor: textInput().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page,
});
export type AdminAuditBody = z.infer<typeof adminAuditBody>;
export const adminAuditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
  /**
   * What the entry is about, read from `target`: its id where it has one (a company's or a
   * rating's reqId, a category's or a question's number) and its name, for the sentence and its link.
   */
  subject: z.object({ id: z.string().nullable(), name: z.string() }).optional(),
  /** The reason the staff member gave (a suspension, a block, a hidden rating or answer), if any. */
  reason: z.string().nullable().optional(),
});
export const adminAuditResponse = ok({
  data: z.array(adminAuditEntry),
  total: z.number().int(),
  pageSize: z.number().int(),
});

/** The actions the audit log holds, for the action filter. */
export const adminAuditActionsResponse = ok({ data: z.array(z.string()) });

export const adminMeResponse = ok({ roles: z.array(staffRole) });
