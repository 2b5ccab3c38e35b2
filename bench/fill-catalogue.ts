import { hash } from '@node-rs/argon2';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../src/server/db/client';
import { refreshCompanyStats } from '../src/server/db/company-stats';
import { cnpjFromBase, cpfFromBase } from '../src/server/db/demo/documents';
import { seedDemoData, seedReferenceData } from '../src/server/db/demo/seed';
import { migrate } from '../src/server/db/migrate';
import { companies } from '../src/server/db/schema/companies';
import { customers } from '../src/server/db/schema/customers';
import { cities } from '../src/server/db/schema/places';
import { companySearchText } from '../src/server/db/sql/search';
import { rowsOf } from '../src/server/test/databases';

/*
 * A catalogue of benchmark size, written straight into the database (not through the API) so
 * filling 10,000 companies takes seconds. The demo seed runs first for categories, the demo
 * accounts and a few real images, which the bulk companies reuse.
 */

/** Password of every bulk account; their CPFs come from bulkCpf(i). */
export const BULK_PASSWORD = 'Carga#2026';
export const bulkCpf = (i: number) => cpfFromBase(String(400_000_000 + i));

const WORDS = ['Usinagem', 'Metalúrgica', 'Caldeiraria', 'Ferramentaria', 'Fundição', 'Automação'];
const PLACES = ['Piracicabana', 'Paulista', 'Tietê', 'Ipiranga', 'São Jorge', 'Água Branca', 'Horizonte'];
const CITY_NAMES = ['Piracicaba', 'Campinas', 'Limeira', 'Americana', 'Rio Claro', 'Sorocaba'];
const BATCH = 500;

/** Company i's city: independent of its first name word (WORDS[i % 6]), so a city's page meets every letter. */
const spread = (i: number, n: number) => Math.floor(i / WORDS.length) % n;

export interface FillSizes {
  companies: number;
  /** Quote requests per company, spread over the owners acting as customers. */
  quotesPerCompany: number;
  /** Quotes of the demo customer (Maria), so her list spans pages. */
  mariaQuotes: number;
}

export const DEFAULT_SIZES: FillSizes = { companies: 10_000, quotesPerCompany: 2, mariaQuotes: 45 };

async function one<T>(db: Db, query: SQL): Promise<T> {
  return rowsOf<T>(await db.execute(query))[0];
}

/** Migrates, seeds the demo data and adds `sizes.companies` companies with quotes and ratings. */
export async function fillCatalogue(handle: DbHandle, sizes: FillSizes = DEFAULT_SIZES): Promise<void> {
  await migrate(handle);
  await seedReferenceData(handle);
  await seedDemoData(handle, { companies: 12 });
  const { db } = handle;
  const passwordHash = await hash(BULK_PASSWORD);
  const cityRows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(inArray(cities.name, CITY_NAMES), eq(cities.stateId, 26)));
  const files = await one<{ logo: number; cover: number }>(
    db,
    sql`select min(logo_file_id) as logo, min(cover_file_id) as cover from companies`,
  );
  const categoryRows = rowsOf<{ id: number; name_pt: string; name_en: string }>(
    await db.execute(sql`select id, name_pt, name_en from categories order by id`),
  );
  const now = new Date();

  for (let start = 0; start < sizes.companies; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, sizes.companies - start) }, (_, k) => start + k);
    const owners = await db
      .insert(customers)
      .values(
        indexes.map((i) => ({
          name: `Cliente Carga ${i}`,
          doc: bulkCpf(i),
          email: `carga${i}@example.com`,
          emailValid: true,
          cellphone: '19990000000',
          cityId: cityRows[spread(i, cityRows.length)].id,
          termsAcceptedAt: now,
          passwordHash,
        })),
      )
      .returning({ id: customers.id, doc: customers.doc });
    const ownerByDoc = new Map(owners.map((o) => [o.doc, o.id]));
    await db.insert(companies).values(
      indexes.map((i) => {
        const category = categoryRows[i % categoryRows.length];
        const tradeName = `${WORDS[i % WORDS.length]} ${PLACES[Math.floor(i / WORDS.length) % PLACES.length]} ${i}`;
        const aboutShort = `${tradeName}: ${category.name_pt.toLowerCase()} sob desenho, lotes seriados.`;
        return {
          ownerId: ownerByDoc.get(bulkCpf(i)) ?? 0,
          tradeName,
          name: `${tradeName} Indústria Ltda`,
          email: `contato${i}@carga.example.com`,
          emailValid: i % 10 !== 3,
          cnpj: cnpjFromBase(String(50_000_000 + i)),
          acceptsQuotes: i % 9 !== 4,
          phone1: '1933330000',
          about: `${aboutShort}\n\nParque fabril próprio e controle dimensional.`,
          aboutShort,
          keywords: 'peças sob desenho, protótipos',
          postalCode: '13400000',
          address: 'Rua Luiz de Queiroz',
          addressNumber: String(i),
          addressNeighborhood: 'Distrito Industrial',
          cityId: cityRows[spread(i, cityRows.length)].id,
          logoFileId: i % 4 === 0 ? null : files.logo,
          coverFileId: i % 4 === 0 ? null : files.cover,
          searchText: companySearchText({
            tradeName,
            name: `${tradeName} Indústria Ltda`,
            keywords: 'peças sob desenho, protótipos',
            aboutShort,
            categoryNames: [category.name_pt, category.name_en],
          }),
          termsAcceptedAt: now,
        };
      }),
    );
  }
  await fillRelations(handle, sizes);
}

/** Categories, quotes, recipients, proposals and ratings of the bulk companies, in SQL. */
async function fillRelations(handle: DbHandle, sizes: FillSizes): Promise<void> {
  // One transaction: one connection, so the temporary tables stay visible on a pool too.
  await handle.db.transaction(async (tx) => {
    await fillQuotes(tx, sizes);
  });
  await refreshCompanyStats(handle.db);
  // As autovacuum leaves a table that has settled: statistics, and the visibility map that lets
  // index-only scans skip the table.
  await handle.db.execute(sql`vacuum analyze`);
}

async function fillQuotes(db: Db, sizes: FillSizes): Promise<void> {
  const pdf = await one<{ id: number }>(db, sql`select id from stored_files where kind = 'proposal' limit 1`);
  const maria = await one<{ id: number }>(db, sql`select id from customers where doc = '52998224725'`);
  // Numbered bulk companies (n from 0) and the category each one's trade name says.
  await db.execute(sql`create temporary table bulk as
    select c.id, c.owner_id, (row_number() over (order by c.id) - 1)::int as n
    from companies c where c.email like '%@carga.example.com'`);
  // Every quote, recipient and proposal below looks companies up by n: without an index that is a
  // scan of `bulk` per row, quadratic (hours at 100,000 companies).
  await db.execute(sql`create unique index on bulk (n)`);
  await db.execute(sql`analyze bulk`);
  await db.execute(sql`insert into company_categories (company_id, category_id)
    select b.id, cat.id from bulk b
    join (select id, (row_number() over (order by id) - 1)::int as k from categories) cat
      on cat.k = b.n % (select count(*) from categories)
    on conflict do nothing`);
  const total = await one<{ n: number }>(db, sql`select count(*)::int as n from bulk`);
  const quoteCount = total.n * sizes.quotesPerCompany;
  // Quote q: asked by the owner of bulk company q, or by Maria for the first few; status by q.
  await db.execute(sql`insert into quotes (req_id, customer_id, category_id, title, description, status, date_open, date_close)
    select 'bulkquote' || lpad(q::text, 13, '0'),
      case when q < ${sizes.mariaQuotes} then ${maria.id} else (select owner_id from bulk where n = q % ${total.n}) end,
      (select category_id from company_categories where company_id = (select id from bulk where n = (q * 7 + 1) % ${total.n}) limit 1),
      'Pedido de carga ' || q, 'Peças sob desenho, lote de ' || (q % 90 + 10) || ' unidades.',
      case when q % 10 < 6 then 'a' when q % 10 < 9 then 'c' else 'x' end,
      now() - (q % 365) * interval '1 day',
      case when q % 10 >= 6 then now() - (q % 365) * interval '1 day' + interval '5 days' end
    from generate_series(0, ${quoteCount - 1}) q`);
  await db.execute(sql`create temporary table bulk_quotes as
    select id, status, (substr(req_id, 10))::int as q from quotes where req_id like 'bulkquote%'`);
  await db.execute(sql`create unique index on bulk_quotes (id)`);
  await db.execute(sql`analyze bulk_quotes`);
  // Three recipients each, the first of which sends the chosen proposal of a concluded quote.
  await db.execute(sql`insert into quote_recipients (quote_id, company_id)
    select bq.id, b.id from bulk_quotes bq cross join generate_series(0, 2) j
    join bulk b on b.n = (bq.q * 7 + 1 + j * 1237) % ${total.n} on conflict do nothing`);
  await db.execute(sql`insert into quote_proposals (req_id, quote_id, company_id, file_id, chosen, chosen_at)
    select 'bulkprop' || r.quote_id || 'c' || r.company_id, r.quote_id, r.company_id, ${pdf.id},
      bq.status = 'c' and r.company_id = (select id from bulk where n = (bq.q * 7 + 1) % ${total.n}),
      case when bq.status = 'c' then now() end
    from quote_recipients r join bulk_quotes bq on bq.id = r.quote_id
    where (r.quote_id + r.company_id) % 2 = 0
       or (bq.status = 'c' and r.company_id = (select id from bulk where n = (bq.q * 7 + 1) % ${total.n}))`);
  await db.execute(
    sql`update quote_proposals set chosen_at = null where not chosen and req_id like 'bulkprop%'`,
  );
  await db.execute(sql`insert into ratings (proposal_id, company_id, concluded, product_rate, delivered_in_time,
      price_as_quote, comunication, recomend_3rd_party, short_description, general_evaluation,
      system_recommend, system_evaluation)
    select p.id, p.company_id, true, 1 + p.id % 5, p.id % 3 > 0, true, 1 + (p.id * 3) % 5, p.id % 4 > 0,
      'Entrega no prazo e boa comunicação.', 1 + (p.id * 7) % 5, true, 5
    from quote_proposals p where p.chosen and p.id % 5 <> 0 and p.req_id like 'bulkprop%'`);
  await db.execute(sql`drop table bulk_quotes`);
  await db.execute(sql`drop table bulk`);
}
