import type { Lang } from '../../../shared/lang';
import type { MessageKey } from '../../../shared/messages/catalogue';
import { translate } from '../../../shared/messages/translate';
import { decodeBase64 } from '../../../shared/rules/base64';
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type MemberImportItem,
  REQUIRED_IMPORT_FIELDS,
} from '../../../shared/schemas/member-import';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { normalizeSearch } from '../../db/sql/search';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../admin/audit-service';
import { readImportFile } from './import-file-reader';
import { type CheckedRow, checkRows, type ListingFields } from './import-rows';
import {
  categoryNamesOf,
  claimedOfImport,
  deleteListings,
  findImport,
  type ImportRecord,
  importChanges,
  importLookups,
  insertImport,
  lastMapping,
  listImports,
  restoreListing,
  setImport,
} from './member-import-repository';

export interface Actor {
  id: number;
  name: string;
}
type ImportFile = { name: string; base64: string };

/** Header words (accent-free, lower-case) → field, for the first mapping of a file. */
const HEADER_WORDS: [RegExp, ImportField][] = [
  [/cnpj/, 'cnpj'],
  [/razao|legal/, 'name'],
  [/fantasia|trade/, 'tradeName'],
  [/e-?mail/, 'email'],
  [/telefone|fone|phone/, 'phone'],
  [/cep|postal/, 'postalCode'],
  [/numero|number|^n[o°º.]?$/, 'addressNumber'],
  [/bairro|neighbo/, 'addressNeighborhood'],
  [/endereco|logradouro|address|rua/, 'address'],
  [/cidade|municipio|city/, 'city'],
  [/^uf$|estado|state/, 'state'],
  [/site|website|url/, 'website'],
  [/categori|segmento|setor/, 'categories'],
  [/associad.*desde|member since|desde|since/, 'memberSince'],
  [/matricula|associado|membership|member/, 'membershipNumber'],
];

function guessMapping(header: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  header.forEach((cell, col) => {
    const text = normalizeSearch(cell);
    const hit = HEADER_WORDS.find(([re, field]) => re.test(text) && mapping[field] === undefined);
    if (hit) mapping[hit[1]] = col;
  });
  return mapping;
}

/** The last confirmed mapping, where its columns still exist in this file; else a guess from the header. */
function mappingFor(header: string[], last: Record<string, number> | undefined): ImportMapping {
  if (last && Object.values(last).every((col) => col < header.length)) {
    const kept: ImportMapping = {};
    for (const field of IMPORT_FIELDS) if (last[field] !== undefined) kept[field] = last[field];
    if (REQUIRED_IMPORT_FIELDS.every((f) => kept[f] !== undefined)) return kept;
  }
  return guessMapping(header);
}

async function readAndCheck(db: Db, file: ImportFile, mapping: ImportMapping | undefined, lang: Lang) {
  const bytes = decodeBase64(file.base64);
  if (!bytes) throw new AppError('IMP005');
  const sheet = await readImportFile(bytes);
  const header = sheet.rows[0] ?? [];
  const used = mapping ?? mappingFor(header, await lastMapping(db));
  const cnpjCol = used.cnpj;
  const cnpjs =
    cnpjCol === undefined ? [] : sheet.rows.slice(1).map((row) => (row[cnpjCol] ?? '').replace(/\D/g, ''));
  const lookups = await importLookups(db, [...new Set(cnpjs.filter((c) => c.length === 14))]);
  const rows = await checkRows(sheet, used, lookups, lang);
  return { header, mapping: used, rows };
}

function countsOf(rows: CheckedRow[]) {
  const counts = { create: 0, update: 0, unchanged: 0, claimed: 0, problems: 0 };
  for (const row of rows) {
    if (row.problems.length) counts.problems += 1;
    else counts[row.action] += 1;
  }
  return counts;
}

/** The preview: every row as it will be imported, with its problems in the admin's language. Writes nothing. */
export async function previewImport(db: Db, body: { file: ImportFile; mapping?: ImportMapping }, lang: Lang) {
  const { header, mapping, rows } = await readAndCheck(db, body.file, body.mapping, lang);
  return {
    columns: header,
    mapping,
    counts: countsOf(rows),
    rows: rows.map((r) => ({
      line: r.line,
      cnpj: r.cnpj,
      name: r.fields?.name ?? '',
      tradeName: r.fields?.tradeName ?? '',
      email: r.fields?.email ?? '',
      city: r.cityName,
      categories: r.categoryNames,
      membershipNumber: r.fields?.membershipNumber ?? null,
      action: r.action,
      problems: r.problems,
    })),
  };
}

/** A row the job writes: what the preview showed, checked again at confirmation. */
export interface PayloadRow {
  cnpj: string;
  existingId: number | null;
  action: 'create' | 'update';
  fields: ListingFields;
}

/**
 * Confirms an import: the file is read and checked again (it is all or nothing: one row with a
 * problem refuses the file, IMP007), the rows to write are stored with the import, and the job
 * runner writes them (member-import-runner.ts). Rows that change nothing are counted, not stored.
 */
export async function startImport(
  db: Db,
  actor: Actor,
  body: {
    file: ImportFile;
    mapping: ImportMapping;
    visibility: 'public' | 'hidden';
    quotes_by_email: boolean;
  },
  lang: Lang,
): Promise<MemberImportItem> {
  if (REQUIRED_IMPORT_FIELDS.some((field) => body.mapping[field] === undefined)) throw new AppError('IMP008');
  const { rows } = await readAndCheck(db, body.file, body.mapping, lang);
  if (rows.some((r) => r.problems.length > 0)) throw new AppError('IMP007');
  const counts = countsOf(rows);
  const payload: PayloadRow[] = rows.flatMap((r) =>
    r.fields && (r.action === 'create' || r.action === 'update')
      ? [{ cnpj: r.cnpj, existingId: r.existingId, action: r.action, fields: r.fields }]
      : [],
  );
  const created = await insertImport(db, {
    actorId: actor.id,
    actorName: actor.name,
    fileName: body.file.name,
    visibility: body.visibility,
    quotesByEmail: body.quotes_by_email,
    mapping: body.mapping as Record<string, number>,
    payload,
    total: payload.length,
    unchangedCount: counts.unchanged,
    skippedCount: counts.claimed,
  });
  return itemOf(created, lang, false);
}

function itemOf(row: ImportRecord, lang: Lang, undoable: boolean): MemberImportItem {
  return {
    reqId: row.reqId,
    fileName: row.fileName,
    actor: row.actorName,
    visibility: row.visibility,
    quotesByEmail: row.quotesByEmail,
    state: row.state,
    done: row.done,
    total: row.total,
    created: row.createdCount,
    updated: row.updatedCount,
    unchanged: row.unchangedCount,
    claimed: row.skippedCount,
    failure: row.failure === null ? null : translate(lang, `error.${row.failure}` as MessageKey),
    undoable,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function importStatus(db: Db, reqId: string, lang: Lang): Promise<MemberImportItem> {
  const row = await findImport(db, { reqId });
  if (!row) throw new AppError('NFD001');
  return itemOf(row, lang, row.state === 'done' && (await claimedOfImport(db, row.id)) === 0);
}

export async function importHistory(db: Db, lang: Lang): Promise<MemberImportItem[]> {
  const rows = await listImports(db, 20);
  return Promise.all(
    rows.map(async (row) =>
      itemOf(row, lang, row.state === 'done' && (await claimedOfImport(db, row.id)) === 0),
    ),
  );
}

/**
 * Undoes a finished import while none of its listings is claimed: the listings it created go, the
 * ones it changed get their fields back, in one transaction with its audit entry.
 */
export async function undoImport(db: Db, actor: Actor, reqId: string, lang: Lang): Promise<MemberImportItem> {
  const names = await categoryNamesOf(db);
  const undone = await db.transaction(async (tx) => {
    const row = await findImport(tx, { reqId });
    if (!row) throw new AppError('NFD001');
    if (row.state !== 'done' || (await claimedOfImport(tx, row.id)) > 0) throw new AppError('IMP009');
    const changes = await importChanges(tx, row.id);
    await deleteListings(
      tx,
      changes.filter((c) => c.kind === 'created').map((c) => c.companyId),
    );
    for (const change of changes) {
      if (change.kind !== 'updated' || !change.before) continue;
      const before = change.before as unknown as ListingFields;
      await restoreListing(
        tx,
        change.companyId,
        before,
        before.categoryIds.flatMap((id) => names.get(id) ?? []),
      );
    }
    const undoneAt = new Date();
    await setImport(tx, row.id, { state: 'undone', undoneAt });
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'memberImport.undo',
      targetType: 'memberImport',
      target: `${row.reqId} ${row.fileName}`,
      before: { created: row.createdCount, updated: row.updatedCount },
    });
    return { ...row, state: 'undone' as const, undoneAt };
  });
  catalogueChanged(db);
  return itemOf(undone, lang, false);
}
