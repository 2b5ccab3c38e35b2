import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { SuggestAnswer } from '../../../shared/schemas/catalogue-search';
import { SUGGESTIONS_PER_KIND } from '../../../shared/search-suggestions';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/sql/search';

/*
 * Suggestions while typing (issue 32 item 3): listed companies by trade name, products and services
 * by name (either language), categories holding a listed company, the vocabulary's processes and
 * materials that a listed company has (either language: a few hundred rows at most). A name matches when it holds
 * every typed word, or when the typed text is close to a part of it (pg_trgm word_similarity:
 * "heat treatmnt" finds "Heat treatment"); those holding every word come first. Companies and
 * products are read through trigram indexes (migration 0040), so the cost does not grow with the
 * catalogue; categories are a few dozen rows. A broad text ("usin") still holds in thousands of
 * names: the five are chosen on the index's table alone and only they are joined to what they
 * show (companies' rows are wide). Products' names repeat across companies, so they are compared
 * once per distinct name (product_names, migration 0105), and each chosen name is joined to its
 * first products by id: the five of every product ordered by (holds every word, closeness, name,
 * id) are among its name's first five, so the answer is the same as comparing every product.
 */

const allLike = (column: SQL, words: readonly string[]): SQL =>
  sql.join(
    words.map((w) => sql`${column} like ${containsPattern(w)}`),
    sql` and `,
  );

/** One statement: the three lists as JSON, each at most SUGGESTIONS_PER_KIND long. */
export async function readSuggestions(
  db: Db,
  text: string,
  words: readonly string[],
  lang: Lang,
): Promise<SuggestAnswer extends infer A ? Omit<A, 'response'> : never> {
  const n = SUGGESTIONS_PER_KIND;
  const companyKey = sql`k.name_key`;
  const productKey = sql`n.suggest_key`;
  const categoryKey = sql`lower(immutable_unaccent(c.name_pt || ' ' || c.name_en))`;
  const byName = (key: SQL) => sql`(${allLike(key, words)}) desc, word_similarity(${text}, ${key}) desc`;
  const productName = lang === 'en' ? sql`coalesce(p.name_en, p.name_pt)` : sql`p.name_pt`;
  const productLang =
    lang === 'en' ? sql`case when p.name_en is null then 'pt-BR' else 'en' end` : sql`'pt-BR'`;
  const categoryName = lang === 'en' ? sql`c.name_en` : sql`c.name_pt`;
  const termKey = sql`lower(immutable_unaccent(t.name_pt || ' ' || t.name_en))`;
  const termName = lang === 'en' ? sql`t.name_en` : sql`t.name_pt`;
  const result = await db.execute<Record<string, unknown>>(sql`
    select
      (select coalesce(json_agg(x), '[]') from (
        select co.req_id as "reqId", k.trade_name as name, ci.name as "cityName", st.iso as "stateIso"
        from (select k.company_id, k.trade_name, k.city_id, k.state_id, k.name_key,
            (${allLike(companyKey, words)}) as every, word_similarity(${text}, ${companyKey}) as close
          from company_list_keys k
          where (${allLike(companyKey, words)}) or ${text} <% ${companyKey}
          order by every desc, close desc, k.name_key, k.company_id limit ${n}) k
          join companies co on co.id = k.company_id
          join cities ci on ci.id = k.city_id
          join states st on st.id = k.state_id
        order by k.every desc, k.close desc, k.name_key, k.company_id) x) as companies,
      (select coalesce(json_agg(x), '[]') from (
        select ${productName} as name, ${productLang} as lang, co.req_id as "companyReqId", p.trade_name as "companyName"
        from (select p.id, p.company_id, p.name_pt, p.name_en, p.trade_name, n.every, n.close
          from (select n.suggest_key, n.name_pt,
              (${allLike(productKey, words)}) as every, word_similarity(${text}, ${productKey}) as close
            from product_names n
            where (${allLike(productKey, words)}) or ${text} <% ${productKey}) n
          cross join lateral (select p.id, p.company_id, p.name_pt, p.name_en, k.trade_name
            from company_products p join company_list_keys k on k.company_id = p.company_id
            where p.suggest_key = n.suggest_key and p.name_pt = n.name_pt
            order by p.id limit ${n}) p
          order by n.every desc, n.close desc, n.name_pt, p.id limit ${n}) p
          join companies co on co.id = p.company_id
        order by p.every desc, p.close desc, p.name_pt, p.id) x) as products,
      (select coalesce(json_agg(x), '[]') from (
        select c.id, ${categoryName} as name from categories c
        where ((${allLike(categoryKey, words)}) or ${text} <% ${categoryKey})
          and exists (select 1 from company_category_keys ck where ck.category_id = c.id)
        order by ${byName(categoryKey)}, c.position, c.id limit ${n}) x) as categories,
      (select coalesce(json_agg(x), '[]') from (
        select t.id, t.kind, ${termName} as name from vocabulary_terms t
        where ((${allLike(termKey, words)}) or ${text} <% ${termKey}) and t.retired_at is null
          and exists (select 1 from company_terms ct join company_list_keys k on k.company_id = ct.company_id where ct.term_id = t.id)
        order by ${byName(termKey)}, ${termName}, t.id limit ${n}) x) as terms`);
  const row = result.rows[0] as unknown as Omit<SuggestAnswer, 'response'>;
  return {
    companies: row.companies,
    products: row.products,
    categories: row.categories,
    terms: row.terms ?? [],
  };
}
