import { z } from 'zod';
import { LANGS } from '../lang';
import { TEXT } from '../limits';
import { STAFF_REASON, staffReasonField } from './admin';
import { emailField, optionalText, pageField, reqIdField, searchField, tokenField } from './common';
import { ok } from './envelope';

/*
 * Claiming a listing (issue 33 item 3, decision 0039): the association's invitations to unclaimed
 * listings, the claim from a listing's page, and the staff queue of the claims nothing proved.
 */

export const CLAIM = {
  /** An invitation's link reads this many days after it was sent. */
  invitationDays: 30,
  /** A claim's link to the claimant's work e-mail reads this many days. */
  claimLinkDays: 3,
  /** The job sends this many invitations, then pauses (the mail server's and the spam filters' pace). */
  batchSize: 20,
  batchPauseMs: 2_000,
  /** What the claimant may write to staff. */
  messageMax: 1000,
  /** Listings one invite call may name. */
  selectMax: 500,
  tokenMaxLength: TEXT.token,
} as const;

/**
 * The web page a link opens: an invitation's or a claim's, under the e-mail confirmation route (the
 * link proves an address; src/web/app/routes/email-confirm.tsx), so the entry's route table grows
 * by nothing.
 */
export const CLAIM_PATH = '/email_confirm/claim';

/** What a listing's invitation is at: none sent yet, or the latest's state (`expired`: its 30 days passed). */
export const INVITATION_STATES = ['none', 'queued', 'sent', 'expired', 'failed', 'revoked', 'used'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const claimListingsBody = z.object({
  search: searchField(100),
  state: z.enum(['all', ...INVITATION_STATES]).default('all'),
  page: pageField,
});
export type ClaimListingsBody = z.infer<typeof claimListingsBody>;

export const claimListingRow = z.object({
  reqId: z.string(),
  tradeName: z.string(),
  email: z.string(),
  lang: z.enum(LANGS),
  state: z.enum(INVITATION_STATES),
  /** ISO instants of the latest invitation, when it has them. */
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The listing's address failed before: no invitation will be sent to it. */
  bounced: z.boolean(),
});
export type ClaimListingRow = z.infer<typeof claimListingRow>;

export const claimListingsResponse = ok({
  data: z.array(claimListingRow),
  total: z.number().int(),
  pageSize: z.number().int(),
});

/** All unclaimed listings with an e-mail and no live invitation (`all`), or the ones named. */
export const claimInviteBody = z.object({
  all: z.boolean().optional(),
  req_ids: z.array(reqIdField).max(CLAIM.selectMax, { error: 'v.maxItems' }).optional(),
});
export type ClaimInviteBody = z.infer<typeof claimInviteBody>;

export const claimInviteResponse = ok({
  queued: z.number().int(),
  /** Claimed, already invited (a live invitation), or an address that failed before. */
  skipped: z.number().int(),
  message: z.string(),
});

export const claimLangBody = z.object({ req_id: reqIdField, lang: z.enum(LANGS) });

/** POST /claims/link_read and /claims/link_use: an invitation's or a claim's link. */
export const claimTokenBody = z.object({ token: tokenField });

export const claimLinkRead = z.object({
  kind: z.enum(['invitation', 'claim']),
  company: z.object({ reqId: z.string(), tradeName: z.string(), slug: z.string(), city: z.string() }),
  /** ISO instant the link stops working. */
  expiresAt: z.string(),
});
export type ClaimLinkRead = z.infer<typeof claimLinkRead>;
export const claimLinkReadResponse = ok({ data: claimLinkRead });

export const claimUseResponse = ok({
  message: z.string(),
  /** The company now owned, for the session's user record (as /company/register answers it). */
  company: z.object({ id: z.number().int(), reqId: z.string(), tradeName: z.string() }),
});

export const claimStartBody = z.object({
  req_id: reqIdField,
  email: emailField(),
  message: optionalText(CLAIM.messageMax),
});
export type ClaimStartBody = z.infer<typeof claimStartBody>;

/** `mailed`: a link went to the work e-mail; `pending`: the association decides. */
export const claimStartResponse = ok({ outcome: z.enum(['mailed', 'pending']), message: z.string() });

export const claimQueueBody = z.object({ page: pageField });
export const claimQueueRow = z.object({
  reqId: z.string(),
  company: z.object({
    reqId: z.string(),
    tradeName: z.string(),
    email: z.string(),
    website: z.string().nullable(),
  }),
  /** The listing has an owner already: approving gives it to the claimant. */
  claimed: z.boolean(),
  claimant: z.object({ name: z.string(), email: z.string() }),
  /** The work e-mail the claimant gave, and what they wrote. */
  email: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type ClaimQueueRow = z.infer<typeof claimQueueRow>;
export const claimQueueResponse = ok({
  data: z.array(claimQueueRow),
  total: z.number().int(),
  pageSize: z.number().int(),
});

export const claimApproveBody = z.object({ req_id: reqIdField });
export const claimRefuseBody = z.object({ req_id: reqIdField, reason: staffReasonField });
export { STAFF_REASON };
