import { z } from 'zod';
import { CERTIFICATION_KINDS, CERTIFICATION_STANDARDS } from '../rules/certification-standards';
import { isCalendarDay } from '../rules/sao-paulo-time';
import { optionalText, reqIdField, requiredText, textInput, typeError } from './common';
import { ok } from './envelope';
import { optionalBase64File } from './file-fields';

/*
 * A company's certifications (issue 32 item 1), written by its owner one at a time
 * (POST /company/certifications/list|save|delete, decision 0037), shown on its public page while
 * valid, and counted by the catalogue's certification filter only while valid (São Paulo day).
 */

export {
  CERTIFICATION_KINDS,
  CERTIFICATION_STANDARDS,
  type CertificationKind,
  type CertificationStandard,
  certificationName,
  STANDARD_NAMES,
} from '../rules/certification-standards';

export const CERTIFICATIONS = {
  perCompany: 20,
  /** The certificate as a PDF: a proposal's size (3 MB). */
  pdfBytes: 3_072_000,
  otherName: 80,
  number: 60,
  issuer: 120,
  scope: 500,
} as const;

/** Whether a certificate valid until `validUntil` (YYYY-MM-DD) has expired on São Paulo's `today`. */
export const isExpired = (validUntil: string, today: string): boolean => validUntil < today;

export const certificatePdfRule = {
  maxBytes: CERTIFICATIONS.pdfBytes,
  types: ['pdf'],
  wrongType: 'v.notPdf',
} as const;

/** A calendar day, YYYY-MM-DD; a past day is allowed (the certificate then shows as expired). */
const validUntilField = textInput()
  .trim()
  .min(1, { error: 'v.required' })
  .refine(isCalendarDay, { error: 'v.invalid', abort: true })
  .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', { error: 'v.invalid' });

export const certificationSaveBody = z
  .object({
    /** The certificate to change; left out (or null) adds a new one. */
    req_id: reqIdField.nullish(),
    standard: z.enum(CERTIFICATION_KINDS, { error: typeError('v.invalid') }),
    /** The standard's name when `standard` is other (required then, ignored otherwise). */
    standard_other: optionalText(CERTIFICATIONS.otherName),
    number: requiredText(CERTIFICATIONS.number),
    certification_body: requiredText(CERTIFICATIONS.issuer),
    scope: optionalText(CERTIFICATIONS.scope),
    valid_until: validUntilField,
    /** The certificate as a base64 PDF; left out or null keeps the stored one. */
    pdf: optionalBase64File(certificatePdfRule, 'certificate.pdf'),
    /** true removes the stored PDF (ignored when `pdf` is sent). */
    pdf_remove: z.boolean({ error: typeError('v.invalid') }).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.standard === 'other' && body.standard_other === null)
      ctx.addIssue({ code: 'custom', path: ['standard_other'], message: 'v.required' });
  })
  .transform((body) => ({
    ...body,
    standard_other: body.standard === 'other' ? body.standard_other : null,
  }));
export type CertificationSaveBody = z.infer<typeof certificationSaveBody>;
export type CertificationSaveInput = z.input<typeof certificationSaveBody>;

/** A certificate as its owner edits it. */
export const ownCertification = z.object({
  reqId: z.string(),
  standard: z.enum(CERTIFICATION_KINDS),
  standardOther: z.string().nullable(),
  number: z.string(),
  certificationBody: z.string(),
  scope: z.string().nullable(),
  /** YYYY-MM-DD, the last day it holds. */
  validUntil: z.string(),
  /** Past its last day (São Paulo): shown as expired, not counted by the filter. */
  expired: z.boolean(),
  /** The association checked it (staff); a change of the certificate clears it. */
  checked: z.boolean(),
  /** The PDF's URL, null without one. */
  pdf: z.string().nullable(),
});
export type OwnCertification = z.infer<typeof ownCertification>;

export const ownCertificationsResponse = ok({ certifications: z.array(ownCertification) });
export const certificationSavedResponse = ok({ message: z.string(), certification: ownCertification });

/** A certificate on the public page: `name` is the standard's or the typed one. */
export const publicCertification = ownCertification
  .omit({ standardOther: true })
  .extend({ name: z.string() });
export type PublicCertification = z.infer<typeof publicCertification>;

/** A certificate as its owner's data export lists it. */
export const certificationRecord = ownCertification.extend({ createdAt: z.string() });
export type CertificationRecord = z.infer<typeof certificationRecord>;

/** POST /admin/companies/certifications: a company's certificates, as staff check them. */
export const adminCertificationsResponse = ok({ certifications: z.array(publicCertification) });

/** POST /admin/companies/certification_check: mark one certificate checked, or take the mark away. */
export const adminCertificationCheckBody = z.object({ req_id: reqIdField, checked: z.boolean() });

/** The catalogue's filter: companies with a valid certificate of the standard. */
export const certificationFilterField = z
  .preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(CERTIFICATION_STANDARDS, { error: typeError('v.oneOf') }).nullish(),
  )
  .transform((value) => value ?? undefined);
