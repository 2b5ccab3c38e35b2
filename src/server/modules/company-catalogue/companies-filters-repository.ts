import { sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { categories } from '../../db/schema/categories';
import { companyListKeys } from '../../db/schema/companies';
import { cities, states } from '../../db/schema/places';
import { categoryName, categoryOrder, hasListedCompany } from '../../db/sql/categories-on-offer';
import { sortKey } from '../../db/sql/search';

export interface FilterOptions {
  categories: { id: number; name: string }[];
  cities: { id: number; cityName: string; state: number }[];
  states: { id: number; iso: string }[];
  processes: { id: number; name: string }[];
  materials: { id: number; name: string }[];
}

/*
 * The cities that have a listed company, as a loose index scan of company_list_keys (one row per
 * company of the public catalogue: suspended ones have none, migration 0023): each step jumps to
 * the next city_id of its city index, so the cost grows with the cities found (13 in the bench's
 * catalogue), where an EXISTS probed companies' index once per city of the table (645).
 */
const listedCityIds = sql`with recursive listed(city_id) as (
    (select ${companyListKeys.cityId} from ${companyListKeys} order by ${companyListKeys.cityId} limit 1)
    union all
    select (select ${companyListKeys.cityId} from ${companyListKeys}
        where ${companyListKeys.cityId} > listed.city_id order by ${companyListKeys.cityId} limit 1)
      from listed where listed.city_id is not null
  ) select city_id from listed where city_id is not null`;

/**
 * The options of the catalogue's filters in `lang`, as /categories/list and the cities' and states'
 * lists order them: categories some listed company is in (db/sql/categories-on-offer.ts, as
 * /categories/list), cities with a listed company by name, their states by ISO code.
 *
 * One statement, each list a json array: as three statements (each built by Drizzle on every call)
 * list_info cost four round trips with the session lookup and about 1.3 ms of this process's CPU,
 * against a page's two and 1.0 ms.
 */
function filterOptionsSql(lang: Lang) {
  const categoryList = sql`select coalesce(json_agg(json_build_object('id', ${categories.id}, 'name', ${categoryName(lang)})
      order by ${sql.join(categoryOrder(lang), sql`, `)}), '[]')
    from ${categories} where ${hasListedCompany}`;
  const cityList = sql`select coalesce(json_agg(json_build_object('id', id, 'cityName', name, 'state', state_id)
      order by ${sortKey(sql`name`)}, name, id), '[]')
    from listed_cities`;
  const stateList = sql`select coalesce(json_agg(json_build_object('id', ${states.id}, 'iso', ${states.iso})
      order by ${states.iso}), '[]')
    from ${states} where ${states.id} in (select state_id from listed_cities)`;
  // Read twice (the cities' list, the states'), so materialized: the loose scan runs once.
  return sql`with listed_cities as (
      select ${cities.id} as id, ${cities.name} as name, ${cities.stateId} as state_id from ${cities}
      where ${cities.id} in (${listedCityIds})
    )
    select (${categoryList}) as categories, (${cityList}) as cities, (${stateList}) as states,
      (${termList(lang, 'process')}) as processes, (${termList(lang, 'material')}) as materials`;
}

/** The vocabulary's live terms of `kind` that a listed company has (issue 32), by name in `lang`: a few dozen rows. */
function termList(lang: Lang, kind: 'process' | 'material') {
  const name = lang === 'en' ? sql`t.name_en` : sql`t.name_pt`;
  return sql`select coalesce(json_agg(json_build_object('id', t.id, 'name', ${name}) order by ${sortKey(name)}, t.id), '[]')
    from vocabulary_terms t where t.kind = ${sql.raw(`'${kind}'`)} and t.retired_at is null
      and exists (select 1 from company_terms ct join ${companyListKeys} k on k.company_id = ct.company_id where ct.term_id = t.id)`;
}

type Prepared = PgPreparedQuery<PreparedQueryConfig & { execute: { rows: FilterOptions[] } }>;
const dialect = new PgDialect();

/** The filters' options, built once per language and database handle (db/prepared.ts). */
export async function readFilterOptions(db: Db, lang: Lang): Promise<FilterOptions> {
  const statement = preparedOnce(
    db,
    `filter_options_${lang}`,
    (db) =>
      // No name: the pool names every statement by its text (db/client.ts).
      db._.session.prepareQuery(
        dialect.sqlToQuery(filterOptionsSql(lang)),
        undefined,
        undefined,
        false,
      ) as Prepared,
  );
  const { rows } = await statement.execute();
  const row = rows[0];
  return {
    categories: row?.categories ?? [],
    cities: row?.cities ?? [],
    states: row?.states ?? [],
    processes: row?.processes ?? [],
    materials: row?.materials ?? [],
  };
}
