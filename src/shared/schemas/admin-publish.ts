import { z } from 'zod';
import { FILE_TYPES } from '../limits';
import { reqIdField, requiredText, textInput } from './common';
import { ok } from './envelope';
import { base64File, type FileRule, optionalBase64File } from './file-fields';

/*
 * The back office's publishing calls (issue 15 item 2): magazines, the terms of use and privacy
 * policy, categories. All `access: 'editor'`. Bilingual content needs both languages: a missing one
 * is refused on its own field (name_pt / name_en, text_pt / text_en).
 */

export const PUBLISH_LIMITS = {
  magazineName: 150,
  categoryName: 100,
  /** Characters of one language of the terms; generous, far below the route's body limit. */
  termsText: 60_000,
  magazineCoverBytes: 2_000_000,
  magazinePdfBytes: 15_000_000,
  /** Longest side of a stored magazine cover (demo covers are 600x800). */
  magazineCoverMaxSide: 1200,
  /**
   * The cover size the back office recommends: A4 portrait, the shape the public list shows covers
   * in (magazine-browser.module.css, 210 / 297), within the stored maximum side.
   */
  magazineCoverSize: { width: 840, height: 1188 },
} as const;

const idField = z.number({ error: 'v.required' }).int().positive();
const isoDate = z.iso.date({ error: 'v.invalid' });

// ---------- Magazines ----------

/** The magazine's files: the form checks them with these in the browser, the schemas below on the server. */
export const MAGAZINE_FILE_RULES = {
  cover: { maxBytes: PUBLISH_LIMITS.magazineCoverBytes, types: FILE_TYPES.image },
  pdf: { maxBytes: PUBLISH_LIMITS.magazinePdfBytes, types: ['pdf'], wrongType: 'v.notPdf' },
} as const satisfies Record<string, FileRule>;
const coverRule = MAGAZINE_FILE_RULES.cover;
const pdfRule = MAGAZINE_FILE_RULES.pdf;

const magazineFields = {
  name_pt: requiredText(PUBLISH_LIMITS.magazineName),
  name_en: requiredText(PUBLISH_LIMITS.magazineName),
  date: isoDate,
};

/** A new magazine: both names, its date, a cover image and the PDF. */
export const adminMagazineAddBody = z.object({
  ...magazineFields,
  cover: base64File(coverRule, 'cover'),
  pdf: base64File(pdfRule, 'magazine.pdf'),
  /** The PDF's name as the reader's browser saves it; its extension is always .pdf. */
  pdf_name: textInput().trim().max(200).nullish(),
});
export type AdminMagazineAddBody = z.infer<typeof adminMagazineAddBody>;

/** An edit: the same fields; a file left out keeps the stored one. */
export const adminMagazineEditBody = z.object({
  req_id: reqIdField,
  ...magazineFields,
  cover: optionalBase64File(coverRule, 'cover'),
  pdf: optionalBase64File(pdfRule, 'magazine.pdf'),
  pdf_name: textInput().trim().max(200).nullish(),
});
export type AdminMagazineEditBody = z.infer<typeof adminMagazineEditBody>;

export const adminMagazineListBody = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
});

export const adminMagazine = z.object({
  reqId: z.string(),
  namePt: z.string(),
  nameEn: z.string(),
  date: z.string(),
  /** /files/… of the cover and the PDF; null when gone. */
  cover: z.string().nullable(),
  file: z.string().nullable(),
});
export type AdminMagazine = z.infer<typeof adminMagazine>;
export const adminMagazinesResponse = ok({
  data: z.array(adminMagazine),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export const adminMagazineSavedResponse = ok({ data: adminMagazine });

// ---------- Terms of use and privacy policy ----------

/** The API's names of the two texts (GET /data/info/terms/{name}). */
export const TERMS_NAMES = ['termOfUse', 'privacyPolicy'] as const;
export type TermsName = (typeof TERMS_NAMES)[number];
export const termsName = z.enum(TERMS_NAMES, { error: 'v.invalid' });

export const adminTermsBody = z.object({ name: termsName });

const termsText = textInput()
  .trim()
  .min(1, { error: 'v.required' })
  .max(PUBLISH_LIMITS.termsText, { error: 'v.maxLength' });

/** A new version of one text, markdown in both languages. */
export const adminTermsPublishBody = z.object({ name: termsName, text_pt: termsText, text_en: termsText });
export type AdminTermsPublishBody = z.infer<typeof adminTermsPublishBody>;

export const termsVersion = z.object({
  id: z.number().int(),
  /** The fingerprint the consent records name (LGPD consents, privacy/consent-service.ts). */
  version: z.string(),
  textPt: z.string(),
  textEn: z.string(),
  publishedAt: z.string(),
});
export type TermsVersion = z.infer<typeof termsVersion>;
/** Every version, newest (the one the site shows) first. */
export const adminTermsResponse = ok({ data: z.array(termsVersion) });

// ---------- Categories ----------

export const adminCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  namePt: z.string(),
  nameEn: z.string(),
  /** Companies listed in it and quote requests made in it: a used category cannot be removed. */
  companies: z.number().int(),
  quotes: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoriesResponse = ok({ data: z.array(adminCategory) });

const categoryNames = {
  name_pt: requiredText(PUBLISH_LIMITS.categoryName),
  name_en: requiredText(PUBLISH_LIMITS.categoryName),
};
export const adminCategoryAddBody = z.object(categoryNames);
export const adminCategoryRenameBody = z.object({ id: idField, ...categoryNames });
export type AdminCategoryRenameBody = z.infer<typeof adminCategoryRenameBody>;
export const adminCategoryIdBody = z.object({ id: idField });
/** `from` is merged into `into`: its companies and quote requests move there, then it is removed. */
export const adminCategoryMergeBody = z
  .object({ from: idField, into: idField })
  .refine((body) => body.from !== body.into, { error: 'publish.mergeSame', path: ['into'] });
export const adminCategorySavedResponse = ok({ data: adminCategory });
