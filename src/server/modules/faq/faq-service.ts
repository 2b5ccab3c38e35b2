import type { Lang } from '../../../shared/lang';
import type { FaqListBody } from '../../../shared/schemas/catalogue';
import type { FaqItem } from '../../../shared/schemas/catalogue-read';
import type { Db } from '../../db/client';
import { countFaqs, listFaqs } from './faq-repository';

export const FAQ_PAGE_SIZE = 10;

export async function listFaqPage(
  db: Db,
  lang: Lang,
  body: FaqListBody,
): Promise<{ data: FaqItem[]; records: number; total: number }> {
  const [data, total] = await Promise.all([
    listFaqs(db, lang, body.search, { limit: FAQ_PAGE_SIZE, offset: (body.page - 1) * FAQ_PAGE_SIZE }),
    countFaqs(db, lang, body.search),
  ]);
  return { data, records: FAQ_PAGE_SIZE, total };
}

/** The FAQ's first `limit` questions in the association's order: the FAQ page's JSON-LD (modules/seo). */
export function leadingFaqs(db: Db, lang: Lang, limit: number): Promise<FaqItem[]> {
  return listFaqs(db, lang, '', { limit, offset: 0 });
}
