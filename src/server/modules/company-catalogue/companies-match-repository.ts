import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import type { CompanyFilter } from './companies-list-repository';
import { matchesSql, searchQuerySql } from './companies-relevance-repository';

/*
 * Why each result matched, and "did you mean" (issue 32 item 3), read for a page already found.
 */

/** Marks ts_headline puts around a matched word: control characters no company text can hold (textInput refuses them). */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=16, MinWords=6, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

const idsArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The valid certificates (as the search document holds them: decision 0037), each its standard's
 * name and its scope. A standard's name is in no language; the scope is as the company wrote it,
 * taken to be Portuguese, so an English page marks a certificate with a scope as such.
 */
function certifications(lang: Lang): SQL {
  return sql`select 'certification', case when coalesce(r.scope, '') = '' then ${lang}::text else 'pt-BR' end,
      certification_name(r.standard, r.standard_other) || coalesce(' — ' || nullif(r.scope, ''), '')
    from company_certifications r where r.company_id = ids.id and r.valid_until >= sao_paulo_today()`;
}

/**
 * An about text (short or long) in both languages (decision 0042), the reader's first: the English
 * one is null where the company wrote none, and a null body is never a match.
 */
function aboutSql(source: 'aboutShort' | 'about', column: 'about_short' | 'about', lang: Lang): SQL {
  const pt = sql`select ${source}::text, 'pt-BR', c.${sql.raw(column)} from companies c where c.id = ids.id`;
  const en = sql`select ${source}::text, 'en', c.${sql.raw(column)}_en from companies c where c.id = ids.id`;
  return lang === 'en' ? sql`${en}) union all (${pt}` : sql`${pt}) union all (${en}`;
}

/**
 * A company's texts in the order a match is told, the reader's language first: products and
 * services, their other language, processes and materials (both languages), category names, keywords,
 * valid certifications, short about and long about (each in both languages, the reader's first). A UNION ALL
 * read by LIMIT 1 runs its branches in this order and stops at the first text that matches, so a
 * company whose first product matches costs one text, not all of them.
 */
function candidatesSql(lang: Lang): SQL {
  const en = lang === 'en';
  const product = en
    ? sql`coalesce(p.name_en || ' — ' || p.description_en, p.name_pt || ' — ' || p.description_pt)`
    : sql`p.name_pt || ' — ' || p.description_pt`;
  const productLang = en ? sql`case when p.name_en is null then 'pt-BR' else 'en' end` : sql`'pt-BR'`;
  const other = en
    ? sql`select 'product', 'pt-BR', p.name_pt || ' — ' || p.description_pt from company_products p where p.company_id = ids.id and p.name_en is not null`
    : sql`select 'product', 'en', p.name_en || ' — ' || p.description_en from company_products p where p.company_id = ids.id and p.name_en is not null`;
  const term = en ? sql`'en', t.name_en` : sql`'pt-BR', t.name_pt`;
  const termOther = en ? sql`'pt-BR', t.name_pt` : sql`'en', t.name_en`;
  const terms = (names: SQL) =>
    sql`select t.kind, ${names} from company_terms ct join vocabulary_terms t on t.id = ct.term_id where ct.company_id = ids.id and t.retired_at is null`;
  // OFFSET 0: the match test stays above the join. Pushed down, it ran on every category's name
  // (a sequential scan of categories) for each company, not on the company's one or two.
  const categories = (names: SQL) =>
    sql`select * from (select 'category', ${names} from company_categories cc join categories k on k.id = cc.category_id where cc.company_id = ids.id offset 0) c`;
  const category = en ? sql`'en', k.name_en` : sql`'pt-BR', k.name_pt`;
  const categoryOther = en ? sql`'pt-BR', k.name_pt` : sql`'en', k.name_en`;
  return sql`(select 'product' as source, ${productLang} as lang, ${product} as body from company_products p where p.company_id = ids.id)
    union all (${other})
    union all (${terms(term)})
    union all (${terms(termOther)})
    union all (${categories(category)})
    union all (${categories(categoryOther)})
    union all (select 'keywords', 'pt-BR', c.keywords from companies c where c.id = ids.id and c.keywords <> '')
    union all (${certifications(lang)})
    union all (${aboutSql('aboutShort', 'about_short', lang)})
    union all (${aboutSql('about', 'about', lang)})`;
}

export type MatchRow = { id: number; source: string; lang: string; headline: string };

/**
 * For each of `ids`, the first of its texts (candidatesSql) holding any searched word (the search's
 * words, typing mistakes included, joined by "or"), cut around them with the words marked. A
 * company matched only by its name has no row: the card shows the name already.
 */
export async function matchHeadlines(
  db: Db,
  ids: readonly number[],
  words: readonly string[],
  lang: Lang,
): Promise<MatchRow[]> {
  if (ids.length === 0 || words.length === 0) return [];
  const anyWord = sql`replace(${searchQuerySql(words, true)}::text, ' & ', ' | ')::tsquery`;
  const result = await db.execute<MatchRow & Record<string, unknown>>(sql`
    with q as materialized (select ${anyWord} as q)
    select ids.id, m.source, m.lang, ts_headline(m.config, m.body, q.q, ${HEADLINE_OPTIONS}) as headline
    from unnest(${idsArray(ids)}) as ids(id) cross join q
    cross join lateral (
      select t.source, t.lang, t.body,
        (case when to_tsvector('search_pt', pt_singular(t.body)) @@ q.q then 'search_pt' else 'search_en' end)::regconfig as config
      from (${candidatesSql(lang)}) t
      where t.body is not null
        and (to_tsvector('search_pt', pt_singular(t.body)) || to_tsvector('search_en', t.body)) @@ q.q
      limit 1
    ) m`);
  return result.rows;
}

/**
 * The searched words with each one of 4 letters or more that no known word holds replaced by the
 * closest known word (search_words, trigram similarity), when that changes anything and the new
 * words find at least one company of the filter; else null.
 */
export async function closeSearch(
  db: Db,
  words: readonly string[],
  filter: CompanyFilter,
): Promise<string[] | null> {
  const fixed = await db.execute<{ word: string; fix: string | null } & Record<string, unknown>>(sql`
    select w.word, case when length(w.word) < 4 or exists (select 1 from search_words s where s.word = w.word) then null
      else (select s.word from search_words s where s.word % w.word order by similarity(s.word, w.word) desc, s.word limit 1)
      end as fix
    from unnest(array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) with ordinality as w(word, n)
    order by w.n`);
  const corrected = fixed.rows.map((row) => row.fix ?? row.word);
  if (corrected.every((word, i) => word === words[i])) return null;
  const { from, where } = matchesSql(corrected, filter);
  const found = await db.execute<{ found: boolean } & Record<string, unknown>>(
    sql`select exists (select 1 from ${from} where ${where}) as found`,
  );
  return found.rows[0]?.found ? corrected : null;
}
