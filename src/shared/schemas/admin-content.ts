import { z } from 'zod';
import { SLIDE_SIZES } from '../first-paint';
import { FILE_TYPES, FILES } from '../limits';
import { isHttpUrl } from '../rules/url';
import { extractYoutubeId } from '../rules/youtube';
import { emailField, requiredText, textInput, typeError } from './common';
import { ok } from './envelope';
import { optionalBase64File } from './file-fields';

/*
 * The back office's content calls (issue 15 item 2), all `access: 'editor'`. Every text the site
 * shows comes in both languages, side by side as `<name>_pt` / `<name>_en`, the same names in the
 * body and in the answer so a form sends back what it loaded; an item is refused (VAL001, naming
 * the empty field) until both languages are filled. Every text field and switch must be in the
 * body, blank or null where the form allows it: a field left out is refused (VAL001 naming it), never
 * taken as "clear it" (issue 30 item 25). Only images may be left out, which keeps the stored one.
 */

/** A required switch: missing reports 'v.required'. */
const switchField = () => z.boolean({ error: typeError() });

/** Banner images are made 780x390 (mobile) and 1440x300 (desktop), like the demo's and HomeBanner's. */
export const BANNER_SIZES = {
  mobile: { width: 780, height: 390 },
  desktop: { width: 1440, height: 300 },
} as const;
export { SLIDE_SIZES };

export const CONTENT_TEXT = {
  slideTitle: 120,
  slideText: 300,
  href: 500,
  question: 300,
  answer: 3000,
  history: 20_000,
  historyShort: 800,
  contactLine: 200,
} as const;

/** Same size and type rules as a company cover; the shape is checked by the server with sharp. */
const imageRule = { maxBytes: FILES.coverBytes, types: FILE_TYPES.image };

/** A link of the site ('/about-us') or an http(s) address; blank or null is none, missing is refused. */
export const contentLinkField = textInput('v.url')
  .trim()
  .max(CONTENT_TEXT.href, { error: 'v.maxLength' })
  .refine((value) => value === '' || /^\/(?!\/)\S*$/.test(value) || isHttpUrl(value), { error: 'v.url' })
  .nullable()
  .transform((value) => (value ? value : null));

const idNumber = z.number({ error: 'v.number' }).int({ error: 'v.number' }).positive({ error: 'v.number' });
export const contentIdBody = z.object({ id: idNumber });
export const contentOrderBody = z.object({
  ids: z.array(idNumber, { error: 'v.invalid' }).min(1, { error: 'v.required' }).max(500),
});
export type ContentOrderBody = z.infer<typeof contentOrderBody>;
export const contentSavedResponse = ok({ id: z.number().int() });

// ─── FAQ ────────────────────────────────────────────────────────────────────────────────────────

export const faqEntryForm = z.object({
  question_pt: requiredText(CONTENT_TEXT.question),
  question_en: requiredText(CONTENT_TEXT.question),
  answer_pt: requiredText(CONTENT_TEXT.answer),
  answer_en: requiredText(CONTENT_TEXT.answer),
});
export type FaqEntryForm = z.input<typeof faqEntryForm>;
/**
 * Where a new question goes (issue 30 item 20): at the top, at the end, or right after the
 * question with this id. Left out, it goes at the end, as before.
 */
export const faqPlace = z.union([z.enum(['first', 'last']), z.object({ after: idNumber }).strict()], {
  error: 'v.invalid',
});
export type FaqPlace = z.infer<typeof faqPlace>;
/** No id: a new question, placed at `place` (the end when left out); `place` is for new questions only. */
export const faqSaveBody = faqEntryForm
  .extend({ id: idNumber.optional(), place: faqPlace.optional() })
  .refine((body) => body.id === undefined || body.place === undefined, {
    error: 'v.invalid',
    path: ['place'],
  });
export type FaqSaveBody = z.infer<typeof faqSaveBody>;
export const adminFaqEntry = faqEntryForm.extend({ id: z.number().int(), position: z.number().int() });
export type AdminFaqEntry = z.infer<typeof adminFaqEntry>;
export const adminFaqListResponse = ok({ data: z.array(adminFaqEntry) });

// ─── Slides and banner ──────────────────────────────────────────────────────────────────────────

/** A text that may be blank (or null), but not left out. */
const optionalLine = (max: number) =>
  textInput()
    .trim()
    .max(max, { error: 'v.maxLength' })
    .nullable()
    .transform((value) => value ?? '');

const slideFields = {
  title_pt: requiredText(CONTENT_TEXT.slideTitle),
  title_en: requiredText(CONTENT_TEXT.slideTitle),
  text_pt: optionalLine(CONTENT_TEXT.slideText),
  text_en: optionalLine(CONTENT_TEXT.slideText),
  href: contentLinkField,
  active: switchField(),
};

// The text is optional, but not in one language only.
function textInBoth(slide: { text_pt: string; text_en: string }, ctx: z.RefinementCtx) {
  if (slide.text_pt && !slide.text_en)
    ctx.addIssue({ code: 'custom', message: 'v.required', path: ['text_en'] });
  if (slide.text_en && !slide.text_pt)
    ctx.addIssue({ code: 'custom', message: 'v.required', path: ['text_pt'] });
}

/** The slide's text, without its images (they travel as base64 beside it). */
export const slideForm = z.object(slideFields).superRefine(textInBoth);
export type SlideFormInput = z.input<typeof slideForm>;

const images = {
  /** Missing or null keeps the stored image; a new slide needs both. */
  mobile: optionalBase64File(imageRule, 'mobile'),
  desktop: optionalBase64File(imageRule, 'desktop'),
};

export const slideSaveBody = z
  .object({ id: idNumber.optional(), ...slideFields, ...images })
  .superRefine(textInBoth);
export type SlideSaveBody = z.infer<typeof slideSaveBody>;

export const adminSlide = z.object({
  id: z.number().int(),
  position: z.number().int(),
  active: z.boolean(),
  title_pt: z.string(),
  title_en: z.string(),
  text_pt: z.string(),
  text_en: z.string(),
  href: z.string().nullable(),
  mobile: z.string().nullable(),
  desktop: z.string().nullable(),
});
export type AdminSlide = z.infer<typeof adminSlide>;
export const adminSlidesResponse = ok({ data: z.array(adminSlide) });

export const bannerForm = z.object({
  href: contentLinkField,
  active: switchField(),
});
export type BannerFormInput = z.input<typeof bannerForm>;
export const bannerSaveBody = bannerForm.extend(images);
export type BannerSaveBody = z.infer<typeof bannerSaveBody>;
export const adminBanner = z.object({
  href: z.string().nullable(),
  active: z.boolean(),
  mobile: z.string().nullable(),
  desktop: z.string().nullable(),
});
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannerResponse = ok({ data: adminBanner.nullable() });

// ─── About and contact ──────────────────────────────────────────────────────────────────────────

/** A YouTube link or id, stored as the 11-character id the public page embeds; blank or null is none. */
export const youtubeField = textInput('v.url')
  .trim()
  .refine((value) => value === '' || extractYoutubeId(value) !== null, { error: 'v.url' })
  .nullable()
  .transform((value) => (value ? extractYoutubeId(value) : null));

export const aboutForm = z.object({
  history_pt: requiredText(CONTENT_TEXT.history),
  history_en: requiredText(CONTENT_TEXT.history),
  history_short_pt: requiredText(CONTENT_TEXT.historyShort),
  history_short_en: requiredText(CONTENT_TEXT.historyShort),
  /** One video for both languages. */
  video: youtubeField,
});
export type AboutFormInput = z.input<typeof aboutForm>;
export type AboutSaveBody = z.infer<typeof aboutForm>;
export const adminAboutResponse = ok({
  data: z
    .object({
      history_pt: z.string(),
      history_en: z.string(),
      history_short_pt: z.string(),
      history_short_en: z.string(),
      video: z.string().nullable(),
    })
    .nullable(),
});

const contactLine = () => optionalLine(CONTENT_TEXT.contactLine);

/** The address is written per language; e-mail, phone, name, CNPJ and profiles are the same in both. */
export const contactForm = z.object({
  email: emailField(),
  phone: requiredText(40),
  address_pt: requiredText(CONTENT_TEXT.contactLine),
  address_en: requiredText(CONTENT_TEXT.contactLine),
  fantasy_name: requiredText(CONTENT_TEXT.contactLine),
  doc: contactLine(),
  instagram: contactLine(),
  facebook: contactLine(),
  linkedin: contactLine(),
  youtube: contactLine(),
  x: contactLine(),
});
export type ContactFormInput = z.input<typeof contactForm>;
export type ContactSaveBody = z.infer<typeof contactForm>;
export const adminContactResponse = ok({
  data: z
    .object({
      email: z.string(),
      phone: z.string(),
      address_pt: z.string(),
      address_en: z.string(),
      fantasy_name: z.string(),
      doc: z.string(),
      instagram: z.string(),
      facebook: z.string(),
      linkedin: z.string(),
      youtube: z.string(),
      x: z.string(),
    })
    .nullable(),
});
