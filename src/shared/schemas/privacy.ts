import { z } from 'zod';
import { LANGS } from '../lang';
import { passwordInput } from './common';
import { certificationRecord } from './company-certifications';
import { productRecord } from './company-products';
import { companyRatesResponse, companyRead } from './company-read';
import { fileResponse, ok } from './envelope';
import { quoteInfo, rateCard } from './quote-read';
import { ratingReportRecord } from './rating-moderation';
import { ratingReplyRecord } from './rating-reply';
import { ownSuggestion, VOCABULARY_KINDS } from './vocabulary';

/*
 * LGPD rights (Lei 13.709, Art. 18): GET /privacy/export answers everything the catalogue holds
 * about the logged-in person; POST /privacy/delete_account erases the account. Dates are ISO 8601
 * strings (UTC). Secrets (password hash, tokens, codes) are never part of the export.
 */

const date = z.string();
const nullableDate = z.string().nullable();
const lang = z.enum(LANGS);

/** POST /privacy/delete_account: the current password confirms it is the person. */
export const deleteAccountBody = z.object({ password: passwordInput });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The two texts a person accepts at registration (the terms pages' names, kebab-case). */
export const CONSENT_DOCUMENTS = ['terms-of-use', 'privacy-policy'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

export const consentRecord = z.object({
  /** terms-of-use or privacy-policy (the names of the /terms pages). */
  document: z.enum(CONSENT_DOCUMENTS),
  /** Fingerprint of the text accepted (both languages); null when it was not recorded. */
  version: z.string().nullable(),
  /** The language the person was reading in, when recorded. */
  lang: lang.nullable(),
  /** registration: recorded at that moment; backfill: rebuilt for an account older than the records. */
  source: z.enum(['registration', 'backfill']),
  acceptedAt: date,
});
export type ConsentRecord = z.infer<typeof consentRecord>;

const exportedCustomer = z.object({
  name: z.string(),
  /** 000.000.000-00. */
  doc: z.string(),
  email: z.string(),
  emailValid: z.boolean(),
  /** 00 00000-0000. */
  cellphone: z.string(),
  city: z.object({
    id: z.number().int(),
    name: z.string(),
    state: z.number().int(),
    /** The state's name, for a person to read (the ids are the form's). */
    stateName: z.string().optional(),
  }),
  /** Language of the e-mails and notifications the person receives. */
  lang,
  createdAt: date,
  updatedAt: date,
  /** When the association blocked the account and why (issue 15); null when it is not blocked. */
  blockedAt: nullableDate.optional(),
  blockedReason: z.string().nullable().optional(),
});

const exportedCompany = companyRead.omit({ rates: true }).extend({
  createdAt: date,
  updatedAt: date,
  termsAcceptedAt: date,
  /** The names of `addressCity` and `addressState`, for a person to read. */
  addressCityName: z.string().optional(),
  addressStateName: z.string().optional(),
});

const ratingGiven = z.object({
  quote: z.string(),
  title: z.string(),
  companyName: z.string(),
  rating: rateCard,
  /** When and why the association hid the rating from the public; null while it is shown. */
  hiddenAt: date.nullable(),
  hiddenReason: z.string().nullable(),
  /** The rated company's answer to it, with when the association hid that answer; null without one. */
  reply: z.object({ text: z.string(), date, hiddenAt: date.nullable() }).nullable(),
});

const exportedNotification = z.object({
  label: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  date,
});

/** One newsletter issue addressed to the person (issue 15): its subject in their language and how far it went. */
const exportedDelivery = z.object({
  issue: z.number().int(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'skipped', 'uncertain', 'failed']),
  sentAt: nullableDate,
});

const exportedNewsletter = z.object({
  email: z.string(),
  lang,
  confirmedAt: nullableDate,
  createdAt: date,
  deliveries: z.array(exportedDelivery).optional(),
});

const exportedSession = z.object({
  /** The stay-logged-in device id, when the login asked for it. */
  device: z.string().nullable(),
  createdAt: date,
  lastUsedAt: date,
  loginExpiresAt: nullableDate,
});

const exportedPersistentLogin = z.object({ device: z.string(), createdAt: date, expiresAt: date });

const exportedEmailConfirmation = z.object({
  type: z.enum(['customer', 'company']),
  email: z.string(),
  createdAt: date,
  expiresAt: date,
  usedAt: nullableDate,
});

const exportedRecoveryCode = z.object({
  createdAt: date,
  expiresAt: date,
  tries: z.number().int(),
  used: z.boolean(),
});

/**
 * A claim the person made of a listing from its page (issue 33 item 3): the work e-mail and message
 * they gave, where it went and, when staff refused it, why. Who decided is the association's.
 */
const exportedListingClaim = z.object({
  companyName: z.string(),
  email: z.string(),
  message: z.string().nullable(),
  status: z.enum(['mailed', 'pending', 'used', 'approved', 'refused', 'closed']),
  reason: z.string().nullable(),
  createdAt: date,
  decidedAt: nullableDate,
});

/**
 * A supplier outside the catalogue the person invited to one of their quotes (issue 34 item 7): the
 * address, name and CNPJ they typed, the e-mail's language and state; never the link's hash.
 */
const exportedOutsideInvite = z.object({
  quote: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  cnpj: z.string().nullable(),
  lang: z.enum(LANGS),
  status: z.enum(['queued', 'sending', 'sent', 'failed', 'skipped']),
  createdAt: date,
  expiresAt: date,
  revokedAt: nullableDate,
});

/** Back-office roles and the staff actions the person took (issue 15); empty for everyone else. */
const exportedStaff = z.object({
  roles: z.array(z.object({ role: z.string(), grantedAt: date })),
  actions: z.array(z.object({ action: z.string(), targetType: z.string(), target: z.string(), date: date })),
});

export const privacyExport = z.object({
  generatedAt: date,
  customer: exportedCustomer,
  consents: z.array(consentRecord),
  /** The person's company with its images' links, or null without one. */
  company: exportedCompany.nullable(),
  /** Quotes the person asked for, with attachments' names, questions, proposals and rating. */
  quotes: z.array(quoteInfo),
  /** Quotes the person's company received, as the company sees them (its questions and proposals). */
  receivedQuotes: z.array(quoteInfo),
  ratingsGiven: z.array(ratingGiven),
  /** Ratings of the person's company, newest first. */
  ratingsReceived: companyRatesResponse.shape.ratesList,
  /** What the person asked the association about their company's ratings, and the outcome. */
  ratingReports: z.array(ratingReportRecord),
  /** The answers the person wrote, as their company, to its ratings (hidden ones with the reason). */
  ratingReplies: z.array(ratingReplyRecord),
  /** The products and services the person's company lists, both languages (issue 32; added after the spec). */
  products: z.array(productRecord).optional(),
  /** The processes and materials the person's company picked, both names, and the terms it suggested with their answers (issue 32; added after the spec). */
  vocabulary: z
    .object({
      terms: z.array(
        z.object({
          kind: z.enum(VOCABULARY_KINDS),
          namePt: z.string(),
          nameEn: z.string(),
          chosenAt: z.string(),
        }),
      ),
      suggestions: z.array(ownSuggestion),
    })
    .optional(),
  /** The certifications the person's company lists (issue 32; added after the spec). */
  certifications: z.array(certificationRecord).optional(),
  /** The listings the person claimed from their pages (issue 33; added after the spec). */
  listingClaims: z.array(exportedListingClaim).optional(),
  /** The suppliers outside the catalogue the person invited to their quotes (issue 34; added after the spec). */
  outsideInvites: z.array(exportedOutsideInvite).optional(),
  notifications: z.array(exportedNotification),
  newsletter: exportedNewsletter.nullable(),
  sessions: z.array(exportedSession),
  persistentLogins: z.array(exportedPersistentLogin),
  emailConfirmations: z.array(exportedEmailConfirmation),
  recoveryCodes: z.array(exportedRecoveryCode),
  staff: exportedStaff,
});
export type PrivacyExport = z.infer<typeof privacyExport>;

export const privacyExportResponse = ok({ data: privacyExport });
export type PrivacyExportResponse = z.infer<typeof privacyExportResponse>;

/**
 * GET /privacy/consents: what the logged-in person agreed to, in their language: each consent
 * record joined to the version of the text it names (its title and publication date); `version`
 * and `publishedAt` are null when the record names no archived version.
 */
export const consentView = z.object({
  document: consentRecord.shape.document,
  /** The text's own heading in the request's language, or the document's name. */
  title: z.string(),
  version: z.string().nullable(),
  publishedAt: nullableDate,
  lang: lang.nullable(),
  source: consentRecord.shape.source,
  acceptedAt: date,
});
export type ConsentView = z.infer<typeof consentView>;
export const privacyConsentsResponse = ok({ data: z.array(consentView) });

/** GET /privacy/export_readable: the export as one HTML page for a person (base64 in `content`). */
export const privacyReadableExportResponse = fileResponse;
