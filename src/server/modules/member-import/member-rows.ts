import { z } from 'zod';
import { TEXT } from '../../../shared/limits';
import type { MessageKey } from '../../../shared/messages/catalogue';
import { isValidCep, stripCep } from '../../../shared/rules/cep';
import { isValidCnpj, stripCnpj } from '../../../shared/rules/cnpj';
import { headerKey } from '../../../shared/rules/member-columns';
import { isValidPhone, stripPhone } from '../../../shared/rules/phone';
import { isHttpUrl } from '../../../shared/rules/url';
import type { MemberField, MemberMapping } from '../../../shared/schemas/member-import';

/*
 * A member file's rows read into listings (issue 33 item 1), each with its problems as message
 * keys: the shared CNPJ, CEP, phone and URL rules, the catalogue's cities and categories by name.
 * Pure: the lookups are handed in, nothing is read or written here.
 */

export interface SheetRow {
  /** The row's number in the file (the header is 1). */
  line: number;
  cells: string[];
  /** Columns holding a formula saved without its value. */
  blankFormulas: number[];
}

export interface MemberLookups {
  /** headerKey(city name) → the cities of that name with their state's UF. */
  cities: Map<string, { id: number; uf: string }[]>;
  /** headerKey(name in either language) → category id. */
  categories: Map<string, number>;
}

export interface MemberDraft {
  cnpj: string;
  name: string;
  tradeName: string;
  email: string;
  phone1: string | null;
  postalCode: string;
  address: string;
  addressNumber: string;
  addressNeighborhood: string;
  cityId: number;
  website: string | null;
  membershipNumber: string | null;
  memberSince: string | null;
  categoryIds: number[];
}

export interface RowProblem {
  key: MessageKey;
  field: MemberField;
  params: Record<string, string | number>;
}

export interface ReadRow {
  line: number;
  /** What the preview shows of the row, as written. */
  shown: { cnpj: string; name: string; city: string };
  draft: MemberDraft | null;
  problems: RowProblem[];
}

const MAX: Partial<Record<MemberField, number>> = {
  name: TEXT.companyName,
  tradeName: TEXT.companyTradeName,
  email: TEXT.email,
  address: TEXT.companyAddress,
  addressNumber: TEXT.companyAddressNumber,
  addressNeighborhood: TEXT.companyAddressNeighborhood,
  website: TEXT.companyWebsite,
  membershipNumber: 40,
};

const EMAIL = z.email();
const isEmail = (value: string) => EMAIL.safeParse(value).success;

/** A day as YYYY-MM-DD from YYYY-MM-DD, DD/MM/YYYY (or with - or .) or a year alone; null if none. */
export function dayOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const year = /^(\d{4})$/.exec(text);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : br
      ? [br[3], br[2], br[1]]
      : year
        ? [year[1], '1', '1']
        : [];
  if (!y || !m || !d) return null;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}

/** Digits with the leading zeros a number cell lost (a CNPJ of 12 or 13 digits, a CEP of 7). */
function padded(digits: string, length: number, from: number): string {
  return digits.length >= from && digits.length < length ? digits.padStart(length, '0') : digits;
}

/** One row of the file: its cells by field, checked. */
function readRow(row: SheetRow, mapping: MemberMapping, lookups: MemberLookups): ReadRow {
  const problems: RowProblem[] = [];
  const problem = (field: MemberField, key: MessageKey, params: Record<string, string | number> = {}) =>
    problems.push({ field, key, params });
  const cell = (field: MemberField): string => {
    const column = mapping[field];
    if (typeof column !== 'number') return '';
    if (row.blankFormulas.includes(column)) problem(field, 'memberImport.formula');
    const text = (row.cells[column] ?? '').replace(/\s+/g, ' ').trim();
    const max = MAX[field];
    if (max !== undefined && text.length > max) problem(field, 'memberImport.problem.tooLong', { max });
    return text;
  };
  const required = (field: MemberField) => {
    const text = cell(field);
    if (text === '') problem(field, 'memberImport.problem.required');
    return text;
  };

  const cnpjText = required('cnpj');
  const cnpj = padded(stripCnpj(cnpjText), 14, 12);
  if (cnpjText !== '' && !isValidCnpj(cnpj))
    problem('cnpj', 'memberImport.problem.cnpj', { value: cnpjText });
  const name = required('name');
  const tradeName = cell('tradeName') || name;
  const emailText = required('email');
  const email = emailText.toLowerCase();
  if (emailText !== '' && !isEmail(email))
    problem('email', 'memberImport.problem.email', { value: emailText });
  const phoneText = cell('phone');
  if (phoneText !== '' && !isValidPhone(phoneText))
    problem('phone', 'memberImport.problem.phone', { value: phoneText });
  const cepText = required('postalCode');
  const postalCode = padded(stripCep(cepText), 8, 7);
  if (cepText !== '' && !isValidCep(postalCode))
    problem('postalCode', 'memberImport.problem.cep', { value: cepText });
  const websiteText = cell('website');
  const website =
    websiteText === '' || /^https?:\/\//i.test(websiteText) ? websiteText : `https://${websiteText}`;
  if (website !== '' && !isHttpUrl(website))
    problem('website', 'memberImport.problem.website', { value: websiteText });
  const sinceText = cell('memberSince');
  const memberSince = sinceText === '' ? null : dayOf(sinceText);
  if (sinceText !== '' && memberSince === null)
    problem('memberSince', 'memberImport.problem.date', { value: sinceText });
  const cityText = required('city');
  const uf = cell('state').toUpperCase();
  const cityId = cityText === '' ? null : cityOf(lookups, cityText, uf);
  if (cityText !== '' && cityId === null)
    problem('city', 'memberImport.cityUnknown', { city: uf ? `${cityText}/${uf}` : cityText });
  const categoryIds: number[] = [];
  for (const category of cell('categories')
    .split(/[;|\n,]/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const id = lookups.categories.get(headerKey(category));
    if (id === undefined) problem('categories', 'memberImport.categoryUnknown', { category });
    else if (!categoryIds.includes(id)) categoryIds.push(id);
  }
  const draft: MemberDraft | null =
    problems.length > 0 || cityId === null
      ? null
      : {
          cnpj,
          name,
          tradeName,
          email,
          phone1: phoneText === '' ? null : stripPhone(phoneText),
          postalCode,
          address: cell('address'),
          addressNumber: cell('addressNumber'),
          addressNeighborhood: cell('addressNeighborhood'),
          cityId,
          website: website === '' ? null : website,
          membershipNumber: cell('membershipNumber') || null,
          memberSince,
          categoryIds: categoryIds.sort((a, b) => a - b),
        };
  return { line: row.line, shown: { cnpj: cnpjText, name: tradeName, city: cityText }, draft, problems };
}

/** The city of that name, in the state given (UF) or, without one, the only one or São Paulo's. */
function cityOf(lookups: MemberLookups, name: string, uf: string): number | null {
  const found = lookups.cities.get(headerKey(name)) ?? [];
  const inState = uf ? found.filter((city) => city.uf === uf) : found;
  if (inState.length === 1) return inState[0]?.id ?? null;
  return inState.find((city) => city.uf === 'SP')?.id ?? null;
}

/** Member rows of the file read (blank rows skipped); `markDuplicates` then looks across them all. */
export function readRows(rows: SheetRow[], mapping: MemberMapping, lookups: MemberLookups): ReadRow[] {
  return rows
    .filter((row) => row.cells.some((text) => text.trim() !== ''))
    .map((row) => readRow(row, mapping, lookups));
}

/** A CNPJ given on several rows is a problem of each of them. */
export function markDuplicates(read: ReadRow[]): void {
  const linesOf = new Map<string, number[]>();
  for (const row of read) {
    const cnpj = padded(stripCnpj(row.shown.cnpj), 14, 12);
    if (cnpj !== '') linesOf.set(cnpj, [...(linesOf.get(cnpj) ?? []), row.line]);
  }
  for (const row of read) {
    const lines = linesOf.get(padded(stripCnpj(row.shown.cnpj), 14, 12)) ?? [];
    if (lines.length < 2) continue;
    const others = lines.filter((line) => line !== row.line);
    row.problems.push({
      field: 'cnpj',
      key: 'memberImport.cnpjTwice',
      params: { lines: others.join(', '), count: others.length },
    });
    row.draft = null;
  }
}
