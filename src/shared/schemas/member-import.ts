/**
 * The member import (issue 33 item 1): the association's member spreadsheet read into unclaimed
 * listings. One set of schemas for the back-office screen and the routes under /admin/member-import.
 */
import { z } from 'zod';
import { readFileText } from '../rules/base64';
import { reqIdField, requiredText, typeError } from './common';
import { fileResponse, ok } from './envelope';

/** The fields a column can be mapped to, in the template's order. */
export const MEMBER_FIELDS = [
  'cnpj',
  'name',
  'tradeName',
  'email',
  'phone',
  'postalCode',
  'address',
  'addressNumber',
  'addressNeighborhood',
  'city',
  'state',
  'website',
  'categories',
  'membershipNumber',
  'memberSince',
] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];

/** Without a column for each of these the file is not previewed (IMP008). */
export const REQUIRED_MEMBER_FIELDS: readonly MemberField[] = ['cnpj', 'name', 'email', 'postalCode', 'city'];

export const MEMBER_IMPORT = {
  /** The largest file taken (IMP002). */
  maxBytes: 10_000_000,
  /** Member rows of one file at most, the header aside (IMP004). */
  maxRows: 5_000,
  /** Columns read at most. */
  maxColumns: 60,
} as const;

/** Field → the 0-based column it is read from; a field left out is not imported. */
export const memberMapping = z.object(
  Object.fromEntries(
    MEMBER_FIELDS.map((field) => [
      field,
      z.number({ error: typeError() }).int().min(0).max(MEMBER_IMPORT.maxColumns).nullish(),
    ]),
  ) as Record<MemberField, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
  { error: typeError() },
);
export type MemberMapping = Partial<Record<MemberField, number | null>>;

export const memberVisibility = z.enum(['public', 'hidden'], { error: typeError() });
export type MemberVisibility = z.infer<typeof memberVisibility>;

const sheetFile = z.object(
  {
    name: requiredText(200),
    /** base64, without a data: prefix (one is stripped); decoded here, once: its bytes or 'empty'. */
    content: z.string({ error: typeError() }).transform((content, ctx): Uint8Array | 'empty' => {
      const bytes = readFileText(content);
      if (bytes !== 'unreadable') return bytes;
      ctx.issues.push({ code: 'custom', message: 'v.fileUnreadable', input: content });
      return z.NEVER;
    }),
  },
  { error: typeError() },
);
export type MemberSheetFile = z.infer<typeof sheetFile>;

/** POST /admin/member-import/preview: the file and, once the admin chose one, the mapping. */
export const memberPreviewBody = z.object({ file: sheetFile, mapping: memberMapping.optional() });
export type MemberPreviewBody = z.infer<typeof memberPreviewBody>;

/** POST /admin/member-import/import: the same file and mapping, and the visibility of new listings. */
export const memberImportBody = z.object({
  file: sheetFile,
  mapping: memberMapping,
  visibility: memberVisibility,
});
export type MemberImportBody = z.infer<typeof memberImportBody>;

export const memberUndoBody = z.object({ req_id: reqIdField });

/**
 * What a row would do: `new` listing, `updated` unclaimed listing, `unchanged`, `claimed` (the
 * company has an owner: the import leaves it alone), or `problem` (its problems in words).
 */
export const MEMBER_OUTCOMES = ['new', 'updated', 'unchanged', 'claimed', 'problem'] as const;
export type MemberOutcome = (typeof MEMBER_OUTCOMES)[number];

export const memberRow = z.object({
  /** The row's number in the file (the header is row 1). */
  line: z.number().int(),
  cnpj: z.string(),
  name: z.string(),
  city: z.string(),
  outcome: z.enum(MEMBER_OUTCOMES),
  problems: z.array(z.string()),
});
export type MemberRow = z.infer<typeof memberRow>;

export const memberCounts = z.object({
  new: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  claimed: z.number().int(),
  problem: z.number().int(),
});
export type MemberCounts = z.infer<typeof memberCounts>;

export const memberPreview = z.object({
  fileName: z.string(),
  /** The header row's texts, one per column. */
  columns: z.array(z.string()),
  /** The mapping used: the one sent, else the last import's where its headers match, else guessed. */
  mapping: z.record(z.string(), z.number().int().nullable()),
  rows: z.array(memberRow),
  counts: memberCounts,
  /** The counts in words, in the caller's language. */
  summary: z.string(),
});
export type MemberPreview = z.infer<typeof memberPreview>;
export const memberPreviewResponse = ok({ data: memberPreview });

export const memberImportSummary = z.object({
  reqId: z.string(),
  fileName: z.string(),
  actor: z.string(),
  visibility: memberVisibility,
  counts: memberCounts,
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type MemberImportSummary = z.infer<typeof memberImportSummary>;

export const memberImportResponse = ok({ data: memberImportSummary, message: z.string() });
export const memberImportsResponse = ok({ data: z.array(memberImportSummary) });
export const memberUndoResponse = ok({
  data: z.object({ removed: z.number().int(), restored: z.number().int(), kept: z.number().int() }),
  message: z.string(),
});
/** The template: a .xlsx as base64, named in the language asked for. */
export const memberTemplateResponse = fileResponse;
