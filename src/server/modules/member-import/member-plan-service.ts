import { setImmediate as turnForEventLoop } from 'node:timers/promises';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { guessMapping, headerKey, mappingWithin } from '../../../shared/rules/member-columns';
import {
  MEMBER_FIELDS,
  type MemberCounts,
  type MemberMapping,
  type MemberOutcome,
  type MemberPreview,
  REQUIRED_MEMBER_FIELDS,
} from '../../../shared/schemas/member-import';
import type { Db } from '../../db/client';
import { companySearchText } from '../../db/sql/search';
import { AppError } from '../../lib/app-error';
import { companiesOfCnpjs, type ListingColumns, lastMapping, lookupRows } from './member-import-repository';
import { type MemberDraft, type MemberLookups, markDuplicates, type ReadRow, readRows } from './member-rows';
import type { MemberSheet } from './member-sheet';

/*
 * What a member file would do, row by row (issue 33 item 1): the preview answers it, the import
 * writes it. Reads only.
 */

const ROWS_AT_ONCE = 250;

type Existing = Awaited<ReturnType<typeof companiesOfCnpjs>>[number];

export interface PlannedRow {
  read: ReadRow;
  outcome: MemberOutcome;
  columns: ListingColumns | null;
  existing: Existing | null;
}

export interface Plan {
  mapping: MemberMapping;
  rows: PlannedRow[];
  counts: MemberCounts;
}

async function lookups(db: Db): Promise<MemberLookups & { namesOf: Map<number, string[]> }> {
  const { cityRows, categoryRows } = await lookupRows(db);
  const cities = new Map<string, { id: number; uf: string }[]>();
  for (const city of cityRows) {
    const key = headerKey(city.name);
    cities.set(key, [...(cities.get(key) ?? []), { id: city.id, uf: city.uf }]);
  }
  const categories = new Map<string, number>();
  const namesOf = new Map<number, string[]>();
  for (const category of categoryRows) {
    categories.set(headerKey(category.namePt), category.id);
    categories.set(headerKey(category.nameEn), category.id);
    namesOf.set(category.id, [category.namePt, category.nameEn]);
  }
  return { cities, categories, namesOf };
}

/** The mapping asked for; else the last import's when the headers are the same; else guessed. */
export async function mappingFor(db: Db, sheet: MemberSheet, asked: MemberMapping | undefined) {
  if (asked) return mappingWithin(asked, sheet.columns.length);
  const last = await lastMapping(db);
  const same = last && last.columns.map(headerKey).join('|') === sheet.columns.map(headerKey).join('|');
  return mappingWithin(same ? last.mapping : guessMapping(sheet.columns), sheet.columns.length);
}

function checkRequired(mapping: MemberMapping): void {
  if (REQUIRED_MEMBER_FIELDS.some((field) => typeof mapping[field] !== 'number'))
    throw new AppError('IMP008');
}

function columnsOf(draft: MemberDraft, namesOf: Map<number, string[]>): ListingColumns {
  return {
    tradeName: draft.tradeName,
    name: draft.name,
    email: draft.email,
    phone1: draft.phone1,
    postalCode: draft.postalCode,
    address: draft.address,
    addressNumber: draft.addressNumber,
    addressNeighborhood: draft.addressNeighborhood,
    cityId: draft.cityId,
    website: draft.website,
    membershipNumber: draft.membershipNumber,
    memberSince: draft.memberSince,
    searchText: companySearchText({
      tradeName: draft.tradeName,
      name: draft.name,
      keywords: null,
      aboutShort: '',
      categoryNames: draft.categoryIds.flatMap((id) => namesOf.get(id) ?? []),
    }),
  };
}

/** The columns compared to tell an unchanged listing (searchText follows from them). */
const SAME_KEYS = [
  'tradeName',
  'name',
  'email',
  'phone1',
  'postalCode',
  'address',
  'addressNumber',
  'addressNeighborhood',
  'cityId',
  'website',
  'membershipNumber',
  'memberSince',
] as const;

function unchanged(existing: Existing, columns: ListingColumns, categoryIds: number[]): boolean {
  return (
    SAME_KEYS.every((key) => (existing[key] ?? null) === (columns[key] ?? null)) &&
    existing.categoryIds.join(',') === categoryIds.join(',')
  );
}

/** Every row of the file with what importing it would do. */
export async function planSheet(db: Db, sheet: MemberSheet, asked: MemberMapping | undefined): Promise<Plan> {
  const mapping = await mappingFor(db, sheet, asked);
  checkRequired(mapping);
  const found = await lookups(db);
  // In steps, so a 5,000-row file does not hold the event loop while its rows are checked.
  const read: ReadRow[] = [];
  for (let at = 0; at < sheet.rows.length; at += ROWS_AT_ONCE) {
    read.push(...readRows(sheet.rows.slice(at, at + ROWS_AT_ONCE), mapping, found));
    await turnForEventLoop();
  }
  markDuplicates(read);
  const cnpjs = read.flatMap((row) => (row.draft ? [row.draft.cnpj] : []));
  const existingOf = new Map((await companiesOfCnpjs(db, cnpjs)).map((row) => [row.cnpj, row]));
  const counts: MemberCounts = { new: 0, updated: 0, unchanged: 0, claimed: 0, problem: 0 };
  const plan = (row: ReadRow): PlannedRow => {
    const draft = row.draft;
    const existing = draft ? (existingOf.get(draft.cnpj) ?? null) : null;
    const columns = draft ? columnsOf(draft, found.namesOf) : null;
    const outcome: MemberOutcome =
      !draft || !columns
        ? 'problem'
        : !existing
          ? 'new'
          : existing.ownerId !== null
            ? 'claimed'
            : unchanged(existing, columns, draft.categoryIds)
              ? 'unchanged'
              : 'updated';
    counts[outcome] += 1;
    return { read: row, outcome, columns, existing };
  };
  const rows: PlannedRow[] = [];
  for (let at = 0; at < read.length; at += ROWS_AT_ONCE) {
    rows.push(...read.slice(at, at + ROWS_AT_ONCE).map(plan));
    await turnForEventLoop();
  }
  return { mapping, rows, counts };
}

/** The counts in words: "3 new listings, no listings updated, …". */
export function countsInWords(lang: Lang, counts: MemberCounts): string {
  return (['new', 'updated', 'unchanged', 'claimed', 'problem'] as const)
    .map((key) => translate(lang, `memberImport.count.${key}`, { count: counts[key] }))
    .join(', ');
}

/** The plan as the preview answers it, each problem in the caller's language. */
export function previewOf(lang: Lang, fileName: string, sheet: MemberSheet, plan: Plan): MemberPreview {
  const fieldName = (field: string) =>
    translate(lang, `memberImport.field.${field}` as 'memberImport.field.cnpj');
  return {
    fileName,
    columns: sheet.columns,
    mapping: Object.fromEntries(MEMBER_FIELDS.map((field) => [field, plan.mapping[field] ?? null])),
    rows: plan.rows.map(({ read, outcome }) => ({
      line: read.line,
      ...read.shown,
      outcome,
      problems: read.problems.map((problem) =>
        translate(lang, problem.key, { ...problem.params, field: fieldName(problem.field) }),
      ),
    })),
    counts: plan.counts,
    summary: translate(lang, 'memberImport.summary', {
      file: fileName,
      counts: countsInWords(lang, plan.counts),
    }),
  };
}
