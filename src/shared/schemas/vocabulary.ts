import { z } from 'zod';
import { staffReasonField } from './admin';
import { idField, optionalText, requiredText, typeError } from './common';
import { ok } from './envelope';

/**
 * The processes and materials vocabulary (issue 32, decision 0038): terms a company may pick
 * (its pending suggestions count too, so an approval always fits), pending suggestions at once,
 * a term's name. Here rather than in limits.ts, which the home page's first script carries.
 */
export const VOCABULARY = { perCompany: 30, pendingSuggestions: 5, termName: 80 } as const;

/*
 * The processes and materials vocabulary (issue 32, decision 0038), added after the spec under new
 * paths: the association keeps the terms in both languages (/admin/vocabulary/…), a company picks
 * from them and suggests new ones (/company/vocabulary/…), and the public sees them on company pages,
 * in the catalogue's filters and suggestions.
 */

export const VOCABULARY_KINDS = ['process', 'material'] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];
const kindField = z.enum(VOCABULARY_KINDS, { error: typeError('v.oneOf') });

/** A live term with both names (the owner's picker and the back office). */
export const vocabularyTerm = z.object({
  id: z.number().int(),
  kind: z.enum(VOCABULARY_KINDS),
  namePt: z.string(),
  nameEn: z.string(),
});
export type VocabularyTerm = z.infer<typeof vocabularyTerm>;

/** A term in the reader's language (company page, filters, suggestions). */
export const namedTerm = z.object({ id: z.number().int(), name: z.string() });
export type NamedTerm = z.infer<typeof namedTerm>;

export const SUGGESTION_STATUSES = ['pending', 'approved', 'refused'] as const;

/** A company's suggestion as its owner sees it; `reason` only when refused. */
export const ownSuggestion = z.object({
  kind: z.enum(VOCABULARY_KINDS),
  namePt: z.string().nullable(),
  nameEn: z.string().nullable(),
  status: z.enum(SUGGESTION_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnSuggestion = z.infer<typeof ownSuggestion>;

/** GET /company/vocabulary: every live term, the company's choice (ids) and its suggestions, newest first. */
export const ownVocabularyResponse = ok({
  terms: z.array(vocabularyTerm),
  chosen: z.array(z.number().int()),
  suggestions: z.array(ownSuggestion),
});
export type OwnVocabularyAnswer = z.infer<typeof ownVocabularyResponse>;

const termIds = () =>
  z.array(idField, { error: typeError('v.invalid') }).max(VOCABULARY.perCompany, { error: 'v.maxItems' });

/**
 * POST /company/vocabulary/save: the company's whole choice of live terms (repeats dropped).
 * `previous` (optional, added after issue 32's first version) is the choice the form was loaded
 * with: then only the terms it held and `terms` leaves out are removed, so a term the company got
 * meanwhile (a suggestion staff approved while the form was open) stays. Without it, `terms`
 * replaces the whole choice, as before.
 */
export const vocabularySaveBody = z.object({
  terms: termIds()
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  previous: termIds()
    .nullish()
    .transform((ids) => (ids == null ? null : [...new Set(ids)])),
});
export type VocabularySaveBody = z.infer<typeof vocabularySaveBody>;

const termName = () => optionalText(VOCABULARY.termName);

/** POST /company/vocabulary/suggest: a new term in one language or both. */
export const vocabularySuggestBody = z
  .object({ kind: kindField, name_pt: termName(), name_en: termName() })
  .superRefine((body, ctx) => {
    if (body.name_pt !== null || body.name_en !== null) return;
    ctx.addIssue({ code: 'custom', path: ['name_pt'], message: 'v.vocabularyOneName' });
  });
export type VocabularySuggestBody = z.infer<typeof vocabularySuggestBody>;

export const ownVocabularySavedResponse = ok({
  message: z.string(),
  chosen: z.array(z.number().int()),
  suggestions: z.array(ownSuggestion),
});

/* The back office (admins). */

export const adminVocabularyTerm = vocabularyTerm.extend({
  retired: z.boolean(),
  /** Companies that picked it (listed or not). */
  companies: z.number().int(),
});
export type AdminVocabularyTerm = z.infer<typeof adminVocabularyTerm>;
export const adminVocabularyResponse = ok({ data: z.array(adminVocabularyTerm) });
export const adminVocabularySavedResponse = ok({ data: adminVocabularyTerm });

const names = {
  name_pt: requiredText(VOCABULARY.termName),
  name_en: requiredText(VOCABULARY.termName),
};
export const adminVocabularyAddBody = z.object({ kind: kindField, ...names });
export type AdminVocabularyAddBody = z.infer<typeof adminVocabularyAddBody>;
export const adminVocabularyRenameBody = z.object({ id: idField, ...names });
export type AdminVocabularyRenameBody = z.infer<typeof adminVocabularyRenameBody>;
export const adminVocabularyIdBody = z.object({ id: idField });

/** A pending suggestion with the company that made it. */
export const adminSuggestion = z.object({
  id: z.number().int(),
  kind: z.enum(VOCABULARY_KINDS),
  namePt: z.string().nullable(),
  nameEn: z.string().nullable(),
  companyReqId: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestion>;
export const adminSuggestionsResponse = ok({ data: z.array(adminSuggestion) });

/**
 * POST /admin/vocabulary/approve: the suggestion joins the vocabulary under both names (staff
 * complete or correct them), or, with `term_id`, is the live term of that id; the company gets it.
 */
export const adminSuggestionApproveBody = z
  .object({
    id: idField,
    term_id: z.preprocess((v) => (v === null || v === '' || v === 0 ? undefined : v), idField.optional()),
    name_pt: termName(),
    name_en: termName(),
  })
  .superRefine((body, ctx) => {
    if (body.term_id !== undefined) return;
    for (const key of ['name_pt', 'name_en'] as const)
      if (body[key] === null) ctx.addIssue({ code: 'custom', path: [key], message: 'v.required' });
  });
export type AdminSuggestionApproveBody = z.infer<typeof adminSuggestionApproveBody>;

/** The reason is the staff's usual one (suspensions, blocks): the company reads it. */
export const adminSuggestionRefuseBody = z.object({ id: idField, reason: staffReasonField });
export type AdminSuggestionRefuseBody = z.infer<typeof adminSuggestionRefuseBody>;
