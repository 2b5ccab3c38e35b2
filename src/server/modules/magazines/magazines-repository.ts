import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { magazines } from '../../db/schema/catalogue-content';
import { storedFiles } from '../../db/schema/files';
import { byLang } from '../../db/sql/localized';
import { containsAllWords, unaccentLower } from '../../db/sql/search';

const coverFile = alias(storedFiles, 'cover_file');
const pdfFile = alias(storedFiles, 'pdf_file');

// A magazine whose PDF is gone has nothing to open, so it is not listed.
function whereOf(lang: Lang, search: string): SQL | undefined {
  const name = byLang(lang, magazines.namePt, magazines.nameEn);
  return and(isNotNull(magazines.fileId), containsAllWords(unaccentLower(name), search));
}

export interface MagazineRow {
  reqId: string;
  name: string;
  date: string;
  coverReqId: string | null;
  fileReqId: string;
}

/** Newest first, named and searched in `lang`. */
export async function listMagazines(
  db: Db,
  lang: Lang,
  search: string,
  page: { limit: number; offset: number },
): Promise<MagazineRow[]> {
  return db
    .select({
      reqId: magazines.reqId,
      name: byLang(lang, magazines.namePt, magazines.nameEn),
      date: magazines.date,
      coverReqId: coverFile.reqId,
      fileReqId: pdfFile.reqId,
    })
    .from(magazines)
    .innerJoin(pdfFile, eq(pdfFile.id, magazines.fileId))
    .leftJoin(coverFile, eq(coverFile.id, magazines.coverFileId))
    .where(whereOf(lang, search))
    .orderBy(desc(magazines.date), desc(magazines.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMagazines(db: Db, lang: Lang, search: string): Promise<number> {
  const rows = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(magazines)
    .where(whereOf(lang, search));
  return rows[0]?.total ?? 0;
}
