import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { localizeIssues } from '../../../shared/messages/zod-issues';
import {
  dayOf,
  type ImportAction,
  type ImportField,
  type ImportMapping,
  type ImportRow,
  importRowSchema,
} from '../../../shared/schemas/member-import';
import { normalizeSearch } from '../../db/sql/search';
import type { ReadSheet } from './import-file-reader';

/** What the rows are checked against, read once per file (member-import-repository.ts). */
export interface ImportLookups {
  /** "city|uf" and "city" (accent-free, lower-case) → city ids. */
  cities: Map<string, number[]>;
  cityNames: Map<number, string>;
  /** A category's Portuguese or English name (accent-free, lower-case) → its id. */
  categories: Map<string, number>;
  /** The companies the file's CNPJs name: owner (null: unclaimed) and their imported fields now. */
  existing: Map<string, ExistingListing>;
}

export interface ExistingListing {
  id: number;
  ownerId: number | null;
  fields: ListingFields;
}

/** The listing's columns an import writes; compared to decide "update" or "unchanged". */
export interface ListingFields {
  tradeName: string;
  name: string;
  email: string;
  phone1: string | null;
  postalCode: string;
  address: string;
  addressNumber: string;
  addressNeighborhood: string;
  website: string | null;
  cityId: number;
  membershipNumber: string | null;
  memberSince: string | null;
  categoryIds: number[];
}

export interface CheckedRow {
  line: number;
  fields: ListingFields | null;
  cnpj: string;
  cityName: string;
  categoryNames: string[];
  action: ImportAction;
  existingId: number | null;
  problems: string[];
}

// A cell that a spreadsheet would run as a formula when the data is opened again (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

const cellOf = (row: string[], mapping: ImportMapping, field: ImportField) => {
  const col = mapping[field];
  return col === undefined ? '' : (row[col] ?? '').trim();
};

function fieldsEqual(a: ListingFields, b: ListingFields): boolean {
  return (
    JSON.stringify({ ...a, categoryIds: [...a.categoryIds].sort() }) ===
    JSON.stringify({ ...b, categoryIds: [...b.categoryIds].sort() })
  );
}

function resolveCity(lookups: ImportLookups, city: string, state: string): number | undefined {
  const key = normalizeSearch(city);
  const ids = lookups.cities.get(state ? `${key}|${normalizeSearch(state)}` : key) ?? [];
  return ids.length === 1 ? ids[0] : undefined;
}

/** One row: its fields by the form's rules, then the names that must be known, then what it would do. */
function checkRow(
  row: string[],
  index: number,
  sheet: ReadSheet,
  mapping: ImportMapping,
  lookups: ImportLookups,
  lang: Lang,
): CheckedRow {
  const problems: string[] = [];
  for (const [field, col] of Object.entries(mapping)) {
    if (sheet.formulas.has(`${index}:${col}`))
      problems.push(
        translate(lang, 'memberImport.formula', {
          field: translate(lang, `memberImport.field.${field as ImportField}`),
        }),
      );
    else if (FORMULA_START.test(row[col] ?? '') && field !== 'phone')
      problems.push(
        translate(lang, 'memberImport.injection', {
          field: translate(lang, `memberImport.field.${field as ImportField}`),
        }),
      );
  }
  const raw = {
    cnpj: cellOf(row, mapping, 'cnpj'),
    name: cellOf(row, mapping, 'name'),
    tradeName: cellOf(row, mapping, 'tradeName'),
    email: cellOf(row, mapping, 'email'),
    phone1: cellOf(row, mapping, 'phone'),
    postalCode: cellOf(row, mapping, 'postalCode'),
    address: cellOf(row, mapping, 'address'),
    addressNumber: cellOf(row, mapping, 'addressNumber'),
    addressNeighborhood: cellOf(row, mapping, 'addressNeighborhood'),
    website: cellOf(row, mapping, 'website'),
    membershipNumber: cellOf(row, mapping, 'membershipNumber'),
    memberSince: cellOf(row, mapping, 'memberSince'),
  };
  const parsed = importRowSchema.safeParse(raw);
  if (!parsed.success) problems.push(...localizeIssues(parsed.error.issues, lang).messages);
  const cityText = cellOf(row, mapping, 'city');
  const cityId = cityText ? resolveCity(lookups, cityText, cellOf(row, mapping, 'state')) : undefined;
  if (cityText && cityId === undefined)
    problems.push(translate(lang, 'memberImport.cityUnknown', { city: cityText }));
  const categoryNames = cellOf(row, mapping, 'categories')
    .split(/[;,|]/)
    .map((name) => name.trim())
    .filter(Boolean);
  const categoryIds: number[] = [];
  for (const name of categoryNames) {
    const id = lookups.categories.get(normalizeSearch(name));
    if (id === undefined) problems.push(translate(lang, 'memberImport.categoryUnknown', { category: name }));
    else if (!categoryIds.includes(id)) categoryIds.push(id);
  }
  const cnpj = parsed.success ? parsed.data.cnpj : raw.cnpj.replace(/\D/g, '');
  const base = { line: index + 1, cnpj, cityName: cityText, categoryNames, existingId: null, problems };
  if (!parsed.success || cityId === undefined || problems.length > 0)
    return { ...base, fields: null, action: 'create' };
  const fields = listingFields(parsed.data, cityId, categoryIds);
  const existing = lookups.existing.get(cnpj);
  if (!existing) return { ...base, fields, action: 'create' };
  const action: ImportAction =
    existing.ownerId !== null ? 'claimed' : fieldsEqual(existing.fields, fields) ? 'unchanged' : 'update';
  return { ...base, fields, action, existingId: existing.id };
}

function listingFields(row: ImportRow, cityId: number, categoryIds: number[]): ListingFields {
  return {
    tradeName: row.tradeName ?? row.name,
    name: row.name,
    email: row.email,
    phone1: row.phone1 ?? null,
    postalCode: row.postalCode,
    address: row.address ?? '',
    addressNumber: row.addressNumber ?? '',
    addressNeighborhood: row.addressNeighborhood ?? '',
    website: row.website ?? null,
    cityId,
    membershipNumber: row.membershipNumber,
    memberSince: row.memberSince === null ? null : dayOf(row.memberSince),
    categoryIds,
  };
}

const YIELD_EVERY = 250;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every data row checked, in file order, with its problems in the admin's language; a CNPJ named
 * twice is a problem of both rows. Yields to the event loop every few hundred rows, so a large
 * file never holds the other requests up.
 */
export async function checkRows(
  sheet: ReadSheet,
  mapping: ImportMapping,
  lookups: ImportLookups,
  lang: Lang,
): Promise<CheckedRow[]> {
  const out: CheckedRow[] = [];
  for (let i = 1; i < sheet.rows.length; i += 1) {
    if (i % YIELD_EVERY === 0) await nextTurn();
    out.push(checkRow(sheet.rows[i] ?? [], i, sheet, mapping, lookups, lang));
  }
  const lines = new Map<string, number[]>();
  for (const row of out) if (row.cnpj) lines.set(row.cnpj, [...(lines.get(row.cnpj) ?? []), row.line]);
  for (const row of out) {
    const same = lines.get(row.cnpj) ?? [];
    if (row.cnpj && same.length > 1)
      row.problems.push(
        translate(lang, 'memberImport.cnpjTwice', { lines: same.filter((l) => l !== row.line).join(', ') }),
      );
  }
  return out;
}
