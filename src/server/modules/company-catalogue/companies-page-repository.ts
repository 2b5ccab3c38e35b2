import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import { cities, states } from '../../db/schema/places';
import { companyResponsiveness } from '../../db/schema/responsiveness';
import { associationSetting } from '../../db/sql/association-settings';
import { containsPattern, searchWords } from '../../db/sql/search';
import {
  type CompanyFilter,
  type CompanyOrder,
  companyPageIdsSql,
  countUpToSql,
  type FilterTerms,
  type PagePlan,
  type PageSpec,
} from './companies-list-repository';
import { COVER, coverFile, LOGO, logoFile } from './companies-repository';
import { formsCteSql, formsOfCte, wordCountUpToSql, wordPageIdsSql } from './companies-words-repository';

/*
 * An uncached /companies/list call in one statement: the page's ids (walked, sorted, or walked
 * then sorted when the walk comes back short), the count and the cards of those ids together.
 * Each statement sent costs this process ~0.1–0.2 ms of CPU and a wake-up of PostgreSQL on the same two cores, which at 32 connections
 * was more than the statements' own work; and building the SQL with Drizzle on every call cost
 * more than running it. So each shape of statement (the filters present, the number of words, the
 * order, the page, the walk) is built and compiled once per database handle, with placeholders,
 * and each call only binds its values.
 */

/** A card's columns as PostgreSQL answers them (numeric as text, timestamps as text: Drizzle's parsers). */
export interface CardRow {
  id: number;
  req_id: string;
  name: string;
  logo_req_id: string | null;
  cover_req_id: string | null;
  rate: string | null;
  verified_at: string | null;
  /** No owner yet: an imported listing (issue 33). */
  unclaimed: boolean;
  /** A member, when the association shows the member mark (decision 0044). */
  member: boolean;
  about_short: string;
  /** Null where the company wrote no English one (decision 0042). */
  about_short_en: string | null;
  city_name: string;
  state_iso: string;
  requests: number | null;
  answered: number | null;
  median_seconds: number | null;
}

/** What one statement answers: on every row the counted matches (if asked); a card per row, or a single row with the page's ids and no card. */
type PageRow = { counted: number | null; ids: number[] | null } & ({
  [K in keyof CardRow]: CardRow[K] | null;
} & {
  id: number | null;
});

/** The cards of the companies whose ids are in the array `ids` (the columns of companySummariesByIds). */
export function cardsSql(ids: SQL): SQL {
  return sql`select ${companies.id} as id, ${companies.reqId} as req_id, ${companies.tradeName} as name,
      ${logoFile.reqId} as logo_req_id, ${coverFile.reqId} as cover_req_id, ${companies.rate} as rate,
      ${companies.verifiedAt} as verified_at, ${companies.ownerId} is null as unclaimed,
      ${companies.membershipNumber} is not null and ${associationSetting('memberMark')} as member, ${companies.aboutShort} as about_short, ${companies.aboutShortEn} as about_short_en,
      ${cities.name} as city_name, ${states.iso} as state_iso, ${companyResponsiveness.requests} as requests,
      ${companyResponsiveness.answered} as answered, ${companyResponsiveness.medianSeconds} as median_seconds
    from ${companies}
    inner join ${cities} on ${eq(cities.id, companies.cityId)}
    inner join ${states} on ${eq(states.id, cities.stateId)}
    left join ${storedFiles} as ${sql.identifier(LOGO)} on ${eq(logoFile.id, companies.logoFileId)}
    left join ${storedFiles} as ${sql.identifier(COVER)} on ${eq(coverFile.id, companies.coverFileId)}
    left join ${companyResponsiveness} on ${eq(companyResponsiveness.companyId, companies.id)}
    where ${companies.id} = any(${ids})`;
}

/**
 * How the statement counts: `capped`, the capped count (up to `upTo` + 1) beside an index range or
 * a sort; `walkOrSort`, a walk along the order index and, only when it comes back short, the sort
 * (walkOrSortSql). `byWords`: a one-word search without a category, whose capped count is read
 * from company_list_words when the word has WORD_FORMS forms at most (wordCountUpToSql), else as
 * countUpToSql; COALESCE evaluates its second subquery only when the first answers null.
 * `wordIndex`: a search without a category whose words all have 3 characters or more: the sort and
 * the count find matches through company_list_keys_words_idx (FilterTerms.forms); when some word
 * has more forms than are read, the statement answers a null count and no ids, and the caller
 * searches again without it. (Both ways in one statement cost every call the executor's setup of
 * the branch it did not run.)
 */
export type Counting =
  | { kind: 'capped'; upTo: number }
  | { kind: 'walkOrSort'; upTo: number; byWords?: boolean; wordIndex?: boolean };

/**
 * The page's ids from `ids` (a statement answering them in order) with the capped count `count`,
 * as one row for withCardsSql.
 */
const countedIdsSql = (ids: SQL, count: SQL): SQL => sql`select (${count}) as counted, array(${ids}) as ids`;

/**
 * A walk and, when it comes back short, the sort, as one row for withCardsSql: the page's ids from
 * `walkIds` if they fill the page, counted by `count` (the capped count), else from `sortIds` (with
 * n, the window count: every match, read once for the sort and the count, where a capped count
 * read up to 1,001 of them again); past the last match the sort has no row to count on, so the
 * capped count answers then (on the first page no row means no match: 0). An uncorrelated
 * subquery runs only when a CASE reaches it, and a CTE only when read, so a full walk never sorts,
 * and a short one sorts in the same round trip: as two statements, a short walk cost the call a
 * statement and about a third more of this process's CPU.
 */
function walkOrSortSql(
  walkIds: SQL,
  sortIds: SQL,
  count: SQL,
  page: PageSpec,
  walkMayFill?: SQL,
  words?: { ctes: SQL; known: SQL },
): SQL {
  const full = sql`cardinality(walk.ids) = ${sql.raw(String(page.limit))}`;
  const past = page.offset === 0 ? sql`0` : sql`(${count})`;
  // Forms not all known: no answer (null), the caller searches by LIKE.
  const unknown = words ? sql`when not ${words.known} then null ` : sql``;
  // OFFSET 0 keeps the walk run once: flattened, each mention of walk.ids ran it again.
  return sql`with ${words ? sql`${words.ctes}, ` : sql``}sorted as materialized (${sortIds})
    select case ${unknown}when ${full} then (${count}) else coalesce((select max(n) from sorted), ${past}) end as counted,
      case ${unknown}when ${full} then walk.ids else array(select id from sorted) end as ids
    from (select ${walkMayFill ? sql`case when ${walkMayFill} then array(${walkIds}) else '{}' end` : sql`array(${walkIds})`} as ids offset 0) walk`;
}

/**
 * The cards of the ids of `page` (one row: counted, ids), one row each in the page's order. The ids
 * themselves come back only on the single row of a page without cards: every row carrying the
 * array cost more to parse than the rest of it. OFFSET 0 keeps `page` run once: flattened, each
 * mention of page.ids ran the ids' statement again.
 */
export function withCardsSql(page: SQL): SQL {
  return sql`select page.counted, case when card.id is null then page.ids end as ids, card.* from (
      ${page} offset 0
    ) page
    left join lateral (${cardsSql(sql`page.ids`)}) card on true
    order by array_position(page.ids, card.id)`;
}

/** A filter's terms as placeholders, the values to bind, and what its statement's text depends on. */
function placeholdersOf(filter: CompanyFilter): {
  terms: FilterTerms;
  values: Record<string, unknown>;
  shape: string;
} {
  const words = searchWords(filter.search);
  const values: Record<string, unknown> = {};
  const terms: FilterTerms = { patterns: [] };
  words.forEach((word, i) => {
    values[`w${i}`] = containsPattern(word);
    terms.patterns.push(sql.placeholder(`w${i}`));
  });
  for (const key of ['state', 'city', 'category', 'process', 'material', 'certification'] as const) {
    const value = filter[key];
    if (value === undefined) continue;
    values[key] = value;
    terms[key] = sql.placeholder(key) as Placeholder;
  }
  const shape = `${words.length}:${filter.state !== undefined}:${filter.city !== undefined}:${filter.category !== undefined}:${filter.process !== undefined}:${filter.material !== undefined}:${filter.certification !== undefined}`;
  return { terms, values, shape };
}

type Prepared = PgPreparedQuery<PreparedQueryConfig & { execute: { rows: PageRow[] } }>;
const compiled = new WeakMap<Db, Map<string, Prepared>>();
const dialect = new PgDialect();
// Bounds memory whatever is asked: shapes times pages times walks; the oldest goes first.
const MAX_COMPILED = 2_000;

function compiledOnce(db: Db, key: string, build: () => SQL): Prepared {
  let statements = compiled.get(db);
  if (!statements) {
    statements = new Map();
    compiled.set(db, statements);
  }
  let statement = statements.get(key);
  if (!statement) {
    // No name: the pool names every statement by its text (db/client.ts), so it is prepared once per connection.
    statement = db._.session.prepareQuery(
      dialect.sqlToQuery(build()),
      undefined,
      undefined,
      false,
    ) as Prepared;
    if (statements.size >= MAX_COMPILED) statements.delete(statements.keys().next().value as string);
    statements.set(key, statement);
  }
  return statement;
}

export interface PageAnswer {
  ids: number[];
  /** The count (capped, or every match by window), when the statement counted; null when it did not or (window) found no row. */
  counted: number | null;
  /** The cards of `ids`, in their order; empty when the statement read none. */
  cards: CardRow[];
}

/**
 * One statement: the page's ids found by `plan`, counted as `counting` says, and the cards (after
 * a walk, only when it filled the page).
 */
export async function pageWithCards(
  db: Db,
  filter: CompanyFilter,
  order: CompanyOrder,
  page: PageSpec,
  plan: PagePlan,
  counting: Counting,
): Promise<PageAnswer> {
  const { terms, values, shape } = placeholdersOf(filter);
  const how = plan.kind === 'walk' ? `walk${plan.walkRows}${plan.unlessSparse ? 's' : ''}` : plan.kind;
  const byWords = counting.kind === 'walkOrSort' && counting.byWords === true;
  const wordIndex = counting.kind === 'walkOrSort' && counting.wordIndex === true;
  const key = `${shape}:${order.by}:${order.dir}:${page.limit}:${page.offset}:${how}:${counting.kind}:${counting.upTo}:${byWords}:${wordIndex}`;
  const statement = compiledOnce(db, key, () => {
    const [pattern] = terms.patterns;
    if (plan.kind === 'words' && pattern !== undefined) {
      const ids = wordPageIdsSql(pattern, order, page);
      return withCardsSql(countedIdsSql(ids, wordCountUpToSql(pattern, counting.upTo)));
    }
    const ids = companyPageIdsSql(terms, order, page, plan);
    if (counting.kind === 'capped')
      return withCardsSql(countedIdsSql(ids, countUpToSql(terms, counting.upTo)));
    const sortPlan = { kind: 'sort', windowCount: true } as const;
    let searched = terms;
    let words: { ctes: SQL; known: SQL } | undefined;
    let mayFill: SQL | undefined;
    if (counting.wordIndex) {
      const { forms, known, walkMayFill } = formsOfCte('forms', terms.patterns.length);
      if (plan.kind === 'walk' && plan.unlessSparse) mayFill = walkMayFill(plan.unlessSparse);
      searched = { ...terms, forms };
      words = { ctes: sql`forms as (${formsCteSql(terms.patterns)})`, known };
    }
    const sortIds = companyPageIdsSql(searched, order, page, sortPlan);
    const searchCount = countUpToSql(searched, counting.upTo);
    const count =
      byWords && pattern !== undefined
        ? sql`coalesce((${wordCountUpToSql(pattern, counting.upTo, terms)}), (${searchCount}))`
        : searchCount;
    return withCardsSql(walkOrSortSql(ids, sortIds, count, page, mayFill, words));
  });
  const { rows } = await statement.execute(values);
  const first = rows[0];
  const counted = first?.counted ?? null;
  if (!first || first.id === null) return { ids: first?.ids ?? [], counted, cards: [] };
  const cards = rows as (PageRow & CardRow)[];
  return { ids: cards.map((card) => card.id), counted, cards };
}
