import { z } from 'zod';
import { STAFF_REASON, staffReasonField } from './admin';
import { optionalText, pageField, reqIdField } from './common';
import { ok } from './envelope';

/*
 * Approval of new companies and the member mark (issue 33 item 4, decision 0044): the association's
 * two settings, the back office's queue of companies waiting for approval, its decisions, and what
 * the owner of a waiting or refused company sees.
 */

/** `approved`: public (every company while the association publishes at once); the others are not. */
export const COMPANY_APPROVALS = ['approved', 'pending', 'refused'] as const;
export type CompanyApproval = (typeof COMPANY_APPROVALS)[number];

/** The association's choices; both off by default, so a new site behaves as the spec says. */
export const associationSettings = z.object({
  /** A company registered on the site waits for the association's approval before it is public. */
  approveNewCompanies: z.boolean(),
  /** Member companies (with a membership number) show a member mark on their public page. */
  memberMark: z.boolean(),
});
export type AssociationSettings = z.infer<typeof associationSettings>;
export const DEFAULT_ASSOCIATION_SETTINGS: AssociationSettings = {
  approveNewCompanies: false,
  memberMark: false,
};

export const associationSettingsResponse = ok({ data: associationSettings });
export const associationSettingsBody = z.object({
  approve_new_companies: z.boolean(),
  member_mark: z.boolean(),
});
export type AssociationSettingsBody = z.infer<typeof associationSettingsBody>;

/** A membership number as the association writes it (the member import's limit too). */
export const MEMBERSHIP_NUMBER_MAX = 40;

export const approvalQueueBody = z.object({ page: pageField });

export const approvalQueueRow = z.object({
  /** The company's reqId: what approve and refuse name. */
  reqId: z.string(),
  tradeName: z.string(),
  /** Legal name. */
  name: z.string(),
  /** 00.000.000/0000-00, and whether its check digits hold. */
  cnpj: z.string(),
  cnpjValid: z.boolean(),
  email: z.string(),
  emailValid: z.boolean(),
  phone1: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  categories: z.array(z.string()),
  aboutShort: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }),
  /** The association's membership data; null: not a member. */
  membership: z.object({ number: z.string(), since: z.string().nullable() }).nullable(),
  /** The reason of an earlier refusal, when the owner corrected it and sent it again. */
  refusedBefore: z.string().nullable(),
  /** ISO instant it was sent for approval. */
  requestedAt: z.string(),
});
export type ApprovalQueueRow = z.infer<typeof approvalQueueRow>;
export const approvalQueueResponse = ok({
  data: z.array(approvalQueueRow),
  total: z.number().int(),
  pageSize: z.number().int(),
});

/** Approve; a membership number given here is recorded with it (a member not imported). */
export const approvalApproveBody = z.object({
  req_id: reqIdField,
  membership_number: optionalText(MEMBERSHIP_NUMBER_MAX),
});
export const approvalRefuseBody = z.object({ req_id: reqIdField, reason: staffReasonField });
export { STAFF_REASON };

/** The owner's view of a company that is not approved (absent from /company/info once approved). */
export const ownApproval = z.object({
  status: z.enum(['pending', 'refused']),
  /** The association's reason, when refused. */
  reason: z.string().nullable(),
  /** ISO instant it was sent for approval. */
  requestedAt: z.string().nullable(),
});
export type OwnApproval = z.infer<typeof ownApproval>;
