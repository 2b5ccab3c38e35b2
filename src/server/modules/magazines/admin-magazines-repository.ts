import { count, desc, eq } from 'drizzle-orm';
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
