import type { Lang } from '../../../shared/lang';
import type { MagazinesListBody } from '../../../shared/schemas/catalogue';
import type { MagazineItem } from '../../../shared/schemas/catalogue-read';
import type { Db } from '../../db/client';
import { fileUrl } from '../files/files-service';
import { countMagazines, listMagazines } from './magazines-repository';

export const MAGAZINES_PAGE_SIZE = 12;

/**
 * `{ records: n }` answers the latest n (the home page's 4) as one page; otherwise a page of the
 * search. `records` is the page size used either way.
 */
export async function listMagazinePage(
  db: Db,
  lang: Lang,
  body: MagazinesListBody,
): Promise<{ data: MagazineItem[]; records: number; total: number }> {
  const latest = body.records !== null;
  const size = body.records ?? MAGAZINES_PAGE_SIZE;
  const search = latest ? '' : body.search;
  const offset = latest ? 0 : (body.page - 1) * size;
  const [rows, total] = await Promise.all([
    listMagazines(db, lang, search, { limit: size, offset }),
    countMagazines(db, lang, search),
  ]);
  const data = rows.map(({ coverReqId, fileReqId, ...row }) => ({
    ...row,
    cover: fileUrl(coverReqId),
    file: fileUrl(fileReqId) ?? '',
  }));
  return { data, records: size, total };
}
