import { z } from 'zod';
import { FILE_TYPES, FILES, PRODUCTS, TEXT } from '../limits';
import { idField, optionalText, reqIdField, requiredText, typeError } from './common';
import { ok } from './envelope';
import { optionalBase64File } from './file-fields';

/** A product's image: the portfolio's rule (a photo of any shape, brought down to 1500 px). */
export const productImageRule = { maxBytes: FILES.portfolioBytes, types: FILE_TYPES.image };

/*
 * A company's products and services (issue 32), written by its owner one at a time
 * (POST /company/products/save, /company/products/delete, /company/products/list) and shown on its
 * public page. Name and description are written in Portuguese and, optionally, in English.
 */

export const PRODUCT_KINDS = ['product', 'service'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Categories an item belongs to: optional, repeats dropped, existing ones only (checked by the server). */
const productCategoriesField = z
  .array(idField, { error: typeError('v.invalid') })
  .max(PRODUCTS.categories, { error: 'v.maxItems' })
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

export const productSaveBody = z
  .object({
    /** The item to change; left out (or null) adds a new one. */
    req_id: reqIdField.nullish(),
    kind: z.enum(PRODUCT_KINDS, { error: typeError('v.invalid') }),
    name_pt: requiredText(TEXT.productName),
    name_en: optionalText(TEXT.productName),
    description_pt: requiredText(TEXT.productDescription),
    description_en: optionalText(TEXT.productDescription),
    categories: productCategoriesField,
    /** Added later (optional): a new image (base64); left out or null keeps the stored one. */
    image: optionalBase64File(productImageRule, 'image'),
    /** Added later (optional): true removes the stored image (ignored when `image` is sent). */
    image_remove: z.boolean({ error: typeError('v.invalid') }).nullish(),
  })
  // English is written whole or not at all: a page never shows an item half in each language.
  .superRefine((body, ctx) => {
    if ((body.name_en === null) === (body.description_en === null)) return;
    const path = body.name_en === null ? 'name_en' : 'description_en';
    ctx.addIssue({ code: 'custom', path: [path], message: 'v.productEnglishPair' });
  });
export type ProductSaveBody = z.infer<typeof productSaveBody>;
export type ProductSaveInput = z.input<typeof productSaveBody>;

/** An item as its owner edits it: both languages. */
export const ownProduct = z.object({
  reqId: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  namePt: z.string(),
  nameEn: z.string().nullable(),
  descriptionPt: z.string(),
  descriptionEn: z.string().nullable(),
  categories: z.array(z.number().int()),
  /** Added later: the image's URL, null without one. */
  image: z.string().nullable().optional(),
});
export type OwnProduct = z.infer<typeof ownProduct>;

/**
 * POST /company/products/order (added later): every one of the caller's items by reqId, in the
 * order the page shows them.
 */
export const productOrderBody = z.object({
  req_ids: z
    .array(reqIdField, { error: typeError('v.invalid') })
    .max(PRODUCTS.perCompany, { error: 'v.maxItems' }),
});
export type ProductOrderBody = z.infer<typeof productOrderBody>;

export const ownProductsResponse = ok({ products: z.array(ownProduct) });
export const productSavedResponse = ok({ message: z.string(), product: ownProduct });

/**
 * An item on the public page, in the reader's language where the company wrote it: `lang` is the
 * language of `name` and `description` (pt-BR when there is no English text), so the page marks it.
 */
export const publicProduct = z.object({
  reqId: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  description: z.string(),
  lang: z.enum(['pt-BR', 'en']),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Added later: the image's URL, null without one. */
  image: z.string().nullable().optional(),
});
export type PublicProduct = z.infer<typeof publicProduct>;

/** An item as its owner's data export lists it. */
export const productRecord = ownProduct.extend({
  createdAt: z.string(),
  /** The names of `categories`, in the person's language, for them to read. */
  categoryNames: z.array(z.string()).optional(),
});
export type ProductRecord = z.infer<typeof productRecord>;
