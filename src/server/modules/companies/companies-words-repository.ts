import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { companyListWords, listWords } from '../../db/schema/companies';
import { searchWords } from '../../db/sql/search';
import type { CompanyFilter, CompanyOrder, PageSpec } from './companies-list-repository';
import { literal } from './companies-list-repository';

/*
 * A one-word search in name order read from company_list_words (migration 0026): the words that
 * contain the searched one (list_words, by its trigram index), then each such word's companies as
 * an index range in name order, only as far as the page needs. The page costs the same whether
 * the word has 20 companies or 20,000, and wherever they sort; the trigram plan sorted every match.
 */

/**
 * Words containing the searched one read at most this many; past it (a short or very common
 * fragment, "12" in numbered names) the answer says so and the service searches as before.
 */
export const WORD_FORMS = 8;

/**
 * The shortest searched word read from company_list_words: migration 0026 keeps no word under 3
 * characters (only a searched word as short can lie in one), and list_words' trigram index needs 3.
 */
const SHORTEST_WORD = 3;

/** Whether a search reads company_list_words: one word of SHORTEST_WORD characters or more, no place or category, the name order. */
export function readsByWords(filter: CompanyFilter, order: CompanyOrder): boolean {
  const words = searchWords(filter.search);
  return (
    words.length === 1 &&
    // Characters as PostgreSQL's length() counts them, not UTF-16 units.
    [...words[0]].length >= SHORTEST_WORD &&
    order.by === 'name' &&
    filter.state === undefined &&
    filter.city === undefined &&
    filter.category === undefined
  );
}

/**
 * The words of list_words that contain the searched one (its LIKE pattern), one past the limit.
 * The pattern is read through a scalar subquery so that no plan sees its value: with the value in
 * sight each call's custom plan looked cheaper than the generic one, so PostgreSQL planned the
 * statement anew on every call (1 ms of planning for 0.6 ms of work at 10,000 companies); the
 * generic plan is the same shape.
 */
const formsOf = (pattern: string | Placeholder): SQL =>
  sql`select ${listWords.word} as word from ${listWords} where ${listWords.word} like (select ${pattern}::text)
    limit ${literal(WORD_FORMS + 1)}`;

/**
 * The page's ids: the first offset + limit companies of each form in the order (a company may
 * have two forms: "usinagem" and "usinagens"), merged, then the page. Any company of the page
 * is among its forms' first offset + limit, since the companies before it in a form's range all
 * come before it in the page's order too.
 */
export function wordPageIdsSql(pattern: string | Placeholder, order: CompanyOrder, page: PageSpec): SQL {
  const w = companyListWords;
  const dir = order.dir === 'asc' ? sql`asc` : sql`desc`;
  const byName = (table: string) =>
    sql`${sql.identifier(table)}.name_key ${dir}, ${sql.identifier(table)}.trade_name ${dir}, ${sql.identifier(table)}.company_id ${dir}`;
  return sql`select found.company_id as id from (
      select distinct m.name_key, m.trade_name, m.company_id from (${formsOf(pattern)}) f
      cross join lateral (
        select ${w.nameKey} as name_key, ${w.tradeName} as trade_name, ${w.companyId} as company_id
        from ${w} where ${w.word} = f.word
        order by ${w.nameKey} ${dir}, ${w.tradeName} ${dir}, ${w.companyId} ${dir}
        limit ${literal(page.offset + page.limit)}
      ) m
    ) found
    order by ${byName('found')} limit ${literal(page.limit)} offset ${literal(page.offset)}`;
}

/**
 * The companies having a form of the word, counted no further than `upTo` + 1 (as countUpToSql):
 * each form's first `upTo` + 1 suffice, since one form past it already says "more". Null when the
 * word has more than WORD_FORMS forms: the page read from them is then incomplete.
 */
export function wordCountUpToSql(pattern: string | Placeholder, upTo: number): SQL {
  const w = companyListWords;
  // The forms read once (a CTE named twice is computed once), for the check and the count.
  return sql`with f as (${formsOf(pattern)})
    select case when (select count(*) from f) <= ${literal(WORD_FORMS)} then (
      select least(count(distinct m.company_id), ${literal(upTo + 1)})::int from f
      cross join lateral (
        select ${w.companyId} as company_id from ${w} where ${w.word} = f.word limit ${literal(upTo + 1)}
      ) m
    ) end as n`;
}
