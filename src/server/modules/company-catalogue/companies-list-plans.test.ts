import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../db/sql/search';
import { addCompany } from '../../test/companies-fixtures';
import { addCategories } from '../../test/company-fixtures';
import { rowsOf } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  type CompanyFilter,
  type CompanyOrder,
  companyPageIdsSql,
  countUpToSql,
  termsOf,
} from './companies-list-repository';
import { COMPANIES_PAGE_SIZE } from './companies-service';
import { formsCteSql, formsOfCte, wordCountUpToSql, wordPageIdsSql } from './companies-words-repository';

// Pages that an index holds in their order (migrations 0024 to 0027): a category's page in every
// order, a city's in rate order, a search's walk in a city, a one-word search's page, a state's page. Without such an index the generic
// plan sorted every company of the category or the city (issue 13 item 6).

let t: TestApp;
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  [category] = await addCategories(t, 1);
  for (let i = 0; i < 6; i += 1)
    await addCompany(t.db, { tradeName: `Fresadora ${i}`, rate: (i % 5) + 1, categoryIds: [category] });
  // Enough companies in the state and each city for the planner to weigh a place's rows as many
  // (with a handful, filtering them is cheapest and is what it does).
  for (let i = 0; i < 120; i += 1)
    await addCompany(t.db, { tradeName: `Torno ${i}`, cityId: i % 2 === 0 ? 9896 : 9569 });
  await t.db.db.execute(sql`analyze company_list_keys`);
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** The plan of `query` when nothing but an index scan is allowed to stand in for a sort. */
async function planOf(query: SQL, opts: { bitmaps?: boolean } = {}): Promise<string> {
  let plan: { 'QUERY PLAN': string }[] = [];
  await t.db.db
    .transaction(async (tx) => {
      // A few rows fit in one page, where a scan and a sort are cheapest; with scans and bitmaps
      // forbidden, a Sort node is left only where no index holds the order.
      await tx.execute(sql`set local enable_seqscan = off`);
      // A GIN index is read only by a bitmap scan: allowed where that is the plan asked for.
      if (!opts.bitmaps) await tx.execute(sql`set local enable_bitmapscan = off`);
      plan = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`));
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}

const ORDERS: CompanyOrder[] = [
  { by: 'name', dir: 'asc' },
  { by: 'name', dir: 'desc' },
  { by: 'rate', dir: 'asc' },
  { by: 'rate', dir: 'desc' },
];
const page = { limit: COMPANIES_PAGE_SIZE, offset: 0 };

describe('uncached /companies/list plans', () => {
  it("reads a category's page from company_category_keys in its order, without a sort", async () => {
    for (const order of ORDERS) {
      const filter: CompanyFilter = { search: '', category };
      const plan = await planOf(companyPageIdsSql(termsOf(filter), order, page, { kind: 'sort' }));
      expect(plan).toContain('company_category_keys');
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });

  it("reads a one-word search's page in name order from company_list_words' primary key, either way", async () => {
    for (const order of ORDERS.filter((o) => o.by === 'name')) {
      const plan = await planOf(wordPageIdsSql(containsPattern('fresadora'), order, page));
      // Each form's first rows in the order, not every match of the trigram index sorted.
      const scan = order.dir === 'asc' ? 'Index Only Scan using' : 'Index Only Scan Backward using';
      expect(plan).toContain(`${scan} company_list_words_pk`);
      expect(plan).not.toContain('company_list_keys');
    }
  });

  it("reads a state's page in name order from company_list_keys' state index, without a sort", async () => {
    for (const order of ORDERS.filter((o) => o.by === 'name')) {
      const plan = await planOf(
        companyPageIdsSql(termsOf({ search: '', state: 26 }), order, page, { kind: 'sort' }),
      );
      expect(plan).toContain('company_list_keys_state_name_idx');
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });

  it("reads a city's page and a search's walk in a city from a city index in every order, without a sort", async () => {
    const walk = { kind: 'walk', walkRows: 240 } as const;
    for (const order of ORDERS) {
      const city = termsOf({ search: '', city: 9896 });
      const search = termsOf({ search: 'fresadora', city: 9896 });
      for (const plan of [
        await planOf(companyPageIdsSql(city, order, page, { kind: 'sort' })),
        await planOf(companyPageIdsSql(search, order, page, walk)),
      ]) {
        // Not the catalogue's order index filtered by city: that reads every other city's companies too.
        expect(plan).toMatch(/company_list_keys_city_(name|rate_asc|rate_desc)_idx/);
        expect(plan).not.toMatch(/\bSort\b/);
      }
    }
  });

  it("finds a search's matches through the words index, never computing a row's words", async () => {
    // list_words_of splits a text with a regular expression: as a filter it would run on every row.
    const places = [{}, { state: 26 }, { city: 9896 }, { state: 26, city: 9896 }];
    for (const words of [['fresadora'], ['fresadora', 'torno']])
      for (const place of places)
        for (const order of ORDERS) {
          const terms = termsOf({ search: words.join(' '), ...place });
          const indexed = { ...terms, forms: formsOfCte('forms', words.length).forms };
          const withForms = (statement: SQL) =>
            sql`with forms as (${formsCteSql(terms.patterns)}) ${statement}`;
          for (const statement of [
            companyPageIdsSql(indexed, order, page, { kind: 'sort', windowCount: true }),
            countUpToSql(indexed, 1_000),
          ]) {
            const plan = await planOf(withForms(statement), { bitmaps: true });
            const label = `${words.join(' ')} ${JSON.stringify(place)} ${order.by} ${order.dir}`;
            expect(plan, label).toContain('company_list_keys_words_idx');
            expect(plan, label).not.toMatch(/Filter:.*list_words_of/);
          }
        }
  });

  it('keeps the searched word out of sight of the planner, so a word search keeps one generic plan', async () => {
    // Seeing the value, each call's custom plan looked cheaper than the generic one, and PostgreSQL
    // planned the statement anew on every call: the estimates must not depend on the word.
    const pattern = sql.placeholder('w');
    for (const statement of [wordPageIdsSql(pattern, ORDERS[0], page), wordCountUpToSql(pattern, 1_000)]) {
      const text = new PgDialect().sqlToQuery(statement).sql;
      const costs = await Promise.all(
        ['force_custom_plan', 'force_generic_plan'].map((mode) =>
          costOf(text, mode, containsPattern('fresadora')),
        ),
      );
      expect(costs[0]).toBe(costs[1]);
    }
  });
});

/** The estimated total cost of the prepared statement `text` executed with `value` under `mode`. */
async function costOf(text: string, mode: string, value: string): Promise<number> {
  let cost = Number.NaN;
  await t.db.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
      await tx.execute(sql.raw(`prepare cost_of as ${text}`));
      const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(
        // EXECUTE takes no bound parameter: the value, a test's own, written in.
        await tx.execute(sql.raw(`explain (format json) execute cost_of('${value}')`)),
      );
      cost = row['QUERY PLAN'][0].Plan['Total Cost'];
      // A prepared statement outlives the transaction.
      await tx.execute(sql`deallocate cost_of`);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return cost;
}
