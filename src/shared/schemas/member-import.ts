import { z } from 'zod';
import { TEXT } from '../limits';
import { optionalText, reqIdField } from './common';
import { companyFields } from './company-fields';
import { ok } from './envelope';

/**
 * The member import (issue 33 item 1, decision 0028): the association's spreadsheet, one member a
 * row, read with the columns the admin maps to these fields. Only cnpj, name, e-mail, CEP and city
 * are required; a missing trade name is the legal name.
 */
export const IMPORT_FIELDS = [
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
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['cnpj', 'name', 'email', 'postalCode', 'city'];

export const IMPORT_LIMITS = {
  /** The file as uploaded; its base64 is a third longer. */
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  maxColumns: 60,
} as const;

/** Field → the column's position (0-based) in the file; a field left out is not imported. */
export const importMapping = z.partialRecord(
  z.enum(IMPORT_FIELDS),
  z.number().int().min(0).max(IMPORT_LIMITS.maxColumns),
);
export type ImportMapping = z.infer<typeof importMapping>;

const importFile = z.object({
  name: z.string().trim().min(1).max(200),
  base64: z.string().max(Math.ceil(IMPORT_LIMITS.maxBytes / 3) * 4 + 4),
});

export const importPreviewBody = z.object({ file: importFile, mapping: importMapping.optional() });

export const IMPORT_VISIBILITIES = ['public', 'hidden'] as const;
export const importStartBody = z.object({
  file: importFile,
  mapping: importMapping,
  visibility: z.enum(IMPORT_VISIBILITIES),
  quotes_by_email: z.boolean(),
});

/** What the import will do with a row: new listing, change an unclaimed one, nothing, or leave a claimed one alone. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'claimed'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const previewRow = z.object({
  /** The row's number in the file (the header is row 1). */
  line: z.number().int(),
  cnpj: z.string(),
  name: z.string(),
  tradeName: z.string(),
  email: z.string(),
  city: z.string(),
  categories: z.array(z.string()),
  membershipNumber: z.string().nullable(),
  action: z.enum(IMPORT_ACTIONS),
  /** Each of the row's problems in words, in the admin's language; none when it can be imported. */
  problems: z.array(z.string()),
});
export type PreviewRow = z.infer<typeof previewRow>;

export const importCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  claimed: z.number().int(),
  problems: z.number().int(),
});

export const importPreviewResponse = ok({
  data: z.object({
    /** The header row's cells, as the mapping's choices. */
    columns: z.array(z.string()),
    /** The mapping used: the one sent, else the last one confirmed, else a guess from the headers. */
    mapping: importMapping,
    rows: z.array(previewRow),
    counts: importCounts,
  }),
});

export const IMPORT_STATES = ['running', 'done', 'failed', 'undone'] as const;
export const memberImportItem = z.object({
  reqId: z.string(),
  fileName: z.string(),
  actor: z.string(),
  visibility: z.enum(IMPORT_VISIBILITIES),
  quotesByEmail: z.boolean(),
  state: z.enum(IMPORT_STATES),
  /** Rows written so far and in all, for the progress bar. */
  done: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  claimed: z.number().int(),
  /** Why it failed, in words; null otherwise. */
  failure: z.string().nullable(),
  /** Whether it can still be undone: done, and none of its listings claimed since. */
  undoable: z.boolean(),
  createdAt: z.string(),
});
export type MemberImportItem = z.infer<typeof memberImportItem>;

export const importStartResponse = ok({ data: memberImportItem });
export const importStatusBody = z.object({ req_id: reqIdField });
export const importStatusResponse = ok({ data: memberImportItem });
export const importListResponse = ok({ data: z.array(memberImportItem) });

/**
 * One row's fields, checked by the company form's own rules (company-fields.ts), so an imported
 * listing holds what the form would accept. City and categories are names, resolved by the server.
 */
export const importRowSchema = z.object({
  cnpj: companyFields.cnpj,
  name: companyFields.name,
  tradeName: optionalText(TEXT.companyTradeName),
  email: companyFields.email,
  phone1: companyFields.phone1,
  postalCode: companyFields.postalCode,
  address: optionalText(TEXT.companyAddress),
  addressNumber: optionalText(TEXT.companyAddressNumber),
  addressNeighborhood: optionalText(TEXT.companyAddressNeighborhood),
  website: companyFields.website,
  membershipNumber: optionalText(40),
  /** A day as 2024-03-01 or 01/03/2024. */
  memberSince: optionalText(10).refine((value) => value === null || dayOf(value) !== null, {
    error: 'v.day',
  }),
});
export type ImportRow = z.output<typeof importRowSchema>;

/** 2024-03-01 or 01/03/2024 (Brazilian order) as YYYY-MM-DD; null if it is no real day. */
export function dayOf(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(`${y}-${m}-${d}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d) ? null : `${y}-${m}-${d}`;
}
