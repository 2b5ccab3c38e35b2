import { z } from 'zod';
import { LANGS } from '../lang';
import { staffReasonField } from './admin';
import { idField, pageField, requiredText, searchField } from './common';
import { fileResponse, ok } from './envelope';

/*
 * The back office's people (issue 15 items 4 and 5): customers, newsletter subscribers and issues.
 * Every call is `access: 'admin'`. No answer carries a password hash, a token or a recovery code.
 */

const listOf = <T extends z.ZodType>(row: T) =>
  ok({ data: z.array(row), total: z.number().int(), pageSize: z.number().int() });

export const adminCustomersBody = z.object({
  /** Name, e-mail or CPF (formatted or digits). */
  search: searchField(100),
  status: z.enum(['all', 'active', 'blocked']).default('all'),
  page: pageField,
});
export type AdminCustomersBody = z.infer<typeof adminCustomersBody>;

export const adminCustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** CPF, formatted. */
  doc: z.string(),
  email: z.string(),
  emailValid: z.boolean(),
  lang: z.string(),
  createdAt: z.string(),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  /** Trade name of the company the person owns, if any. */
  company: z.string().nullable(),
  quotes: z.object({
    total: z.number().int(),
    open: z.number().int(),
    concluded: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;
export const adminCustomersResponse = listOf(adminCustomerRow);

export const adminCustomerBody = z.object({ id: idField });
export const adminBlockBody = z.object({ id: idField, reason: staffReasonField });

export const adminSubscribersBody = z.object({ search: searchField(100), page: pageField });
export type AdminSubscribersBody = z.infer<typeof adminSubscribersBody>;
export const adminSubscriberRow = z.object({
  email: z.string(),
  lang: z.enum(LANGS),
  confirmedAt: z.string(),
});
export const adminSubscribersResponse = listOf(adminSubscriberRow);
/** The confirmed subscribers as CSV text (UTF-8 with a byte-order mark, CRLF), for a download. */
export const adminSubscribersCsvResponse = fileResponse;

export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 20_000;
/** An issue in both languages; the bodies are markdown. */
export const newsletterIssueBody = z.object({
  subject_pt: requiredText(NEWSLETTER_SUBJECT_MAX),
  subject_en: requiredText(NEWSLETTER_SUBJECT_MAX),
  body_pt: requiredText(NEWSLETTER_BODY_MAX),
  body_en: requiredText(NEWSLETTER_BODY_MAX),
});
export type NewsletterIssueBody = z.infer<typeof newsletterIssueBody>;

/**
 * POST /admin/newsletter/send: the issue and, optional, the composer's random key of the draft; a
 * second send with the same key is refused (NWS004) instead of starting the issue again.
 */
export const newsletterSendBody = newsletterIssueBody.extend({
  draft_key: z.uuid({ error: 'v.invalid' }).optional(),
});
export type NewsletterSendBody = z.infer<typeof newsletterSendBody>;

export const newsletterIssueRow = z.object({
  id: z.number().int(),
  subjectPt: z.string(),
  subjectEn: z.string(),
  status: z.enum(['sending', 'sent']),
  author: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  recipients: z.object({
    total: z.number().int(),
    sent: z.number().int(),
    pending: z.number().int(),
    skipped: z.number().int(),
    uncertain: z.number().int(),
    failed: z.number().int(),
  }),
});
export type NewsletterIssueRow = z.infer<typeof newsletterIssueRow>;
export const newsletterIssuesBody = z.object({ page: pageField });
export const newsletterIssuesResponse = listOf(newsletterIssueRow);
export const newsletterSendResponse = ok({
  message: z.string(),
  data: z.object({ id: z.number().int(), recipients: z.number().int() }),
});
