import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { companyListWords, listWords } from '../../db/schema/company-search';
import { cities } from '../../db/schema/places';
import { searchWords } from '../../db/sql/search';
import type { CompanyFilter, CompanyOrder, PageSpec, SparseMatches } from './companies-list-repository';
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

/** Whether every word of the search is long enough to be counted from list_words. */
export function wordsCounted(filter: CompanyFilter): boolean {
  const words = searchWords(filter.search);
  return words.length > 0 && words.every((word) => [...word].length >= SHORTEST_WORD);
}

/** Whether a search reads company_list_words: one word of SHORTEST_WORD characters or more, no place, category, process or material, the name order. */
export function readsByWords(filter: CompanyFilter, order: CompanyOrder): boolean {
  const words = searchWords(filter.search);
  return (
    words.length === 1 &&
    wordsCounted(filter) &&
    order.by === 'name' &&
    filter.state === undefined &&
    filter.city === undefined &&
    filter.category === undefined &&
    filter.process === undefined &&
    filter.material === undefined &&
    filter.certification === undefined
  );
}

/**
 * The words of list_words that contain the searched one (its LIKE pattern), one past the limit,
 * with their companies.
 * The pattern is read through a scalar subquery so that no plan sees its value: with the value in
 * sight each call's custom plan looked cheaper than the generic one, so PostgreSQL planned the
 * statement anew on every call (1 ms of planning for 0.6 ms of work at 10,000 companies); the
 * generic plan is the same shape.
 */
const formsOf = (pattern: string | Placeholder): SQL =>
  sql`select ${listWords.word} as word, ${listWords.companies} as companies from ${listWords}
    where ${listWords.word} like (select ${pattern}::text) limit ${literal(WORD_FORMS + 1)}`;

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

/** A place the count keeps to (migration 0028): a state, a city, or both. */
export interface WordPlace {
  state?: number | Placeholder;
  city?: number | Placeholder;
}

/**
 * The companies having a form of the word, counted no further than `upTo` + 1 (as countUpToSql):
 * each form's first `upTo` + 1 suffice, since one form past it already says "more". In `place`,
 * a range of company_list_words_place_idx (a city's companies with their state: its prefix). Null
 * when the word has more than WORD_FORMS forms: the page read from them is then incomplete.
 */
export function wordCountUpToSql(pattern: string | Placeholder, upTo: number, place: WordPlace = {}): SQL {
  const w = companyListWords;
  const city = place.city;
  const inPlace = [
    place.state === undefined ? undefined : sql` and ${w.stateId} = ${place.state}`,
    city === undefined
      ? undefined
      : sql` and ${w.cityId} = ${city} and ${w.stateId} = (select ${cities.stateId} from ${cities} where ${cities.id} = ${city})`,
  ];
  // The forms read once (a CTE named twice is computed once), for the check and the count.
  return sql`with f as (${formsOf(pattern)})
    select case when (select count(*) from f) <= ${literal(WORD_FORMS)} then (
      select least(count(distinct m.company_id), ${literal(upTo + 1)})::int from f
      cross join lateral (
        select ${w.companyId} as company_id from ${w} where ${w.word} = f.word${sql.join(inPlace.filter((part) => part !== undefined))}
        limit ${literal(upTo + 1)}
      ) m
    ) end as n`;
}

/**
 * The forms of each searched word, read once per statement as a CTE row: f0, f1, … (arrays of at
 * most WORD_FORMS + 1 words), c0, c1, … (their companies, summed: a company with two forms counts
 * twice), and `known`: whether every word has WORD_FORMS forms at most, so that the arrays hold
 * all of them and `list_words_of(search_text) && f0` finds what LIKE finds. With more, the
 * statement must search by LIKE (a word such as "12" is a fragment of many).
 */
export function formsCteSql(patterns: (string | Placeholder)[]): SQL {
  const words = patterns.map(
    (pattern, i) =>
      sql`(select coalesce(array_agg(x.word), '{}') as forms, coalesce(sum(x.companies), 0)::float8 as companies
        from (${formsOf(pattern)}) x) ${sql.identifier(`w${i}`)}`,
  );
  const columns = patterns.map(
    (_, i) =>
      sql`${sql.identifier(`w${i}`)}.forms as ${sql.identifier(`f${i}`)}, ${sql.identifier(`w${i}`)}.companies as ${sql.identifier(`c${i}`)}`,
  );
  const known = patterns.map(
    (_, i) => sql`cardinality(${sql.identifier(`w${i}`)}.forms) <= ${literal(WORD_FORMS)}`,
  );
  return sql`select ${sql.join(columns, sql`, `)}, ${sql.join(known, sql` and `)} as known
    from ${sql.join(words, sql` cross join `)}`;
}

/**
 * The expressions formsCteSql's CTE `cte` answers for a search of `words` words: each word's forms,
 * whether all are known, and `walkMayFill`: whether a walk along the catalogue's order may fill the
 * page, guessed before walking. A walk that comes back short costs its rows for nothing before the
 * sort (0.3 of 1.2 ms for "metalurgica tiete" at 10,000 companies). The words are taken as
 * independent, so the expected share of matches is the product of their shares of the catalogue
 * (pg_class.reltuples, the planner's own estimate). The walk is skipped only when that share is
 * under `density` and no word has more than `sortMax` companies, so the sort it leads to never
 * reads more than that many matches even when the words always come together; a word with more
 * than WORD_FORMS forms, or a table never analysed, walks as before. Only for a search of the
 * whole catalogue (no place or category: the share of a city's companies is not known) whose
 * words all have SHORTEST_WORD characters or more (wordsCounted).
 */
export function formsOfCte(
  cte: string,
  words: number,
): { forms: SQL[]; known: SQL; walkMayFill: (sparse: SparseMatches) => SQL } {
  const from = sql.identifier(cte);
  const column = (name: string, i: number) => sql.identifier(`${name}${i}`);
  const each = (name: string) => Array.from({ length: words }, (_, i) => column(name, i));
  return {
    forms: each('f').map((f) => sql`(select ${f} from ${from})`),
    known: sql`(select known from ${from})`,
    walkMayFill: (sparse) => {
      const shares = each('c').map((c) => sql`(greatest(f.${c}, 0.5) / n.total)`);
      return sql`coalesce((
          select not f.known or least(${sql.join(
            each('c').map((c) => sql`f.${c}`),
            sql`, `,
          )}) > ${literal(sparse.sortMax)}
            or ${sql.join(shares, sql` * `)} >= ${sql.raw(String(sparse.density))}
          from ${from} f cross join (select reltuples::float8 as total from pg_class
            where oid = 'company_list_keys'::regclass and reltuples > 0) n
        ), true)`;
    },
  };
}
