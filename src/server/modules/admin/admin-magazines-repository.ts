import { createHash } from 'node:crypto';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { magazines } from '../../db/schema/catalogue-content';
import { storedFiles } from '../../db/schema/files';

const coverFile = alias(storedFiles, 'cover_file');
const pdfFile = alias(storedFiles, 'pdf_file');

const columns = {
  id: magazines.id,
  reqId: magazines.reqId,
  namePt: magazines.namePt,
  nameEn: magazines.nameEn,
  date: magazines.date,
  coverFileId: magazines.coverFileId,
  fileId: magazines.fileId,
  coverReqId: coverFile.reqId,
  fileReqId: pdfFile.reqId,
};

function selectMagazines(db: Db) {
  return db
    .select(columns)
    .from(magazines)
    .leftJoin(coverFile, eq(coverFile.id, magazines.coverFileId))
    .leftJoin(pdfFile, eq(pdfFile.id, magazines.fileId));
}

/** Every magazine, PDF or not, newest first (the public list's order). */
export async function listAllMagazines(db: Db, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    selectMagazines(db)
      .orderBy(desc(magazines.date), desc(magazines.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(magazines),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export type AdminMagazineRow = Awaited<ReturnType<typeof listAllMagazines>>['rows'][number];

/** One magazine, locked for the transaction that changes it. */
export async function lockMagazine(tx: Db, reqId: string): Promise<AdminMagazineRow | undefined> {
  const [row] = await selectMagazines(tx).where(eq(magazines.reqId, reqId)).for('update', { of: magazines });
  return row;
}

export async function findMagazineById(db: Db, id: number): Promise<AdminMagazineRow | undefined> {
  const [row] = await selectMagazines(db).where(eq(magazines.id, id));
  return row;
}

export interface MagazineFileInput {
  kind: 'magazine-cover' | 'magazine-pdf';
  name: string;
  mime: string;
  bytes: Buffer;
  /** Already known for converted images; computed here otherwise. */
  sha256?: string;
}

export async function insertMagazineFile(tx: Db, file: MagazineFileInput): Promise<number> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      kind: file.kind,
      name: file.name,
      mime: file.mime,
      size: file.bytes.length,
      bytes: file.bytes,
      sha256: file.sha256 ?? createHash('sha256').update(file.bytes).digest('hex'),
    })
    .returning({ id: storedFiles.id });
  return row.id;
}

export interface MagazineValues {
  namePt: string;
  nameEn: string;
  date: string;
  coverFileId?: number | null;
  fileId?: number | null;
}

export async function insertMagazine(tx: Db, values: MagazineValues): Promise<number> {
  const [row] = await tx.insert(magazines).values(values).returning({ id: magazines.id });
  return row.id;
}

export async function updateMagazine(tx: Db, id: number, values: MagazineValues): Promise<void> {
  await tx.update(magazines).set(values).where(eq(magazines.id, id));
}

export async function deleteMagazine(tx: Db, id: number): Promise<void> {
  await tx.delete(magazines).where(eq(magazines.id, id));
}

/** Files no magazine points at any more (replaced or removed with theirs). */
export async function deleteMagazineFiles(tx: Db, ids: readonly (number | null)[]): Promise<void> {
  const existing = ids.filter((id): id is number => id !== null);
  if (existing.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, existing));
}
