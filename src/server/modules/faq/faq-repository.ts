import { asc, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { faqs } from '../../db/schema/catalogue-content';
import { byLang } from '../../db/sql/localized';
import { containsAllWords, unaccentLower } from '../../db/sql/search';

function whereOf(lang: Lang, search: string) {
  const question = byLang(lang, faqs.questionPt, faqs.questionEn);
  const answer = byLang(lang, faqs.answerPt, faqs.answerEn);
  return containsAllWords(unaccentLower(question, answer), search);
}

/** In the association's order, in `lang`; each search word may be in the question or the answer. */
export async function listFaqs(
  db: Db,
  lang: Lang,
  search: string,
  page: { limit: number; offset: number },
): Promise<{ question: string; answer: string }[]> {
  return db
    .select({
      question: byLang(lang, faqs.questionPt, faqs.questionEn),
      answer: byLang(lang, faqs.answerPt, faqs.answerEn),
    })
    .from(faqs)
    .where(whereOf(lang, search))
    .orderBy(asc(faqs.position), asc(faqs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countFaqs(db: Db, lang: Lang, search: string): Promise<number> {
  const rows = await db.select({ total: sql<number>`count(*)::int` }).from(faqs).where(whereOf(lang, search));
  return rows[0]?.total ?? 0;
}
