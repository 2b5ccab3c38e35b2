import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/server/db/client';
import { FALLBACK_MATERIALS, MATERIALS_OF, OFFERS_OF } from '../src/server/db/demo/category-offers';
import { PROCESSES_OF } from '../src/server/db/demo/vocabulary';

/*
 * What bench/search-scale.ts adds to bench/fill-catalogue.ts's bulk companies (issue 32 item 5):
 * what each one makes and does, in the demo's words (src/server/db/demo/): 10 products and services
 * (PRODUCTS_PER_COMPANY; its main category's offers first, then others of the demo's offers), half
 * of them with English names; the processes of its category and its materials from the demo
 * vocabulary; a certificate for two companies in three (one in ten of those expired); an English
 * short about and about for one in four. Written in SQL with the search triggers off, then every
 * document and the known words rebuilt once (a trigger per product would rebuild a company's
 * document ten times).
 */

export const PRODUCTS_PER_COMPANY = 10;

const STANDARDS = ['iso9001', 'iso14001', 'iatf16949', 'iso45001', 'as9100'];
const BODIES = ['Bureau Veritas', 'DNV', 'TÜV Rheinland', 'SGS', 'ABNT'];
const FILLED_TABLES = ['companies', 'company_products', 'company_terms', 'company_certifications'];

export async function fillSearchScale(handle: DbHandle): Promise<void> {
  const offers = Object.entries(OFFERS_OF).flatMap(([slug, list]) =>
    list.map(([kind, namePt, descriptionPt, nameEn, descriptionEn], k) => ({
      slug,
      k,
      kind,
      name_pt: namePt,
      description_pt: descriptionPt,
      name_en: nameEn,
      description_en: descriptionEn,
    })),
  );
  const terms = Object.entries(PROCESSES_OF).flatMap(([slug, names]) => [
    ...names.map((name) => ({ slug, name })),
    ...(MATERIALS_OF[slug] ?? FALLBACK_MATERIALS.slice(0, 2)).map((name) => ({ slug, name })),
  ]);
  await handle.db.transaction(async (tx) => {
    for (const table of FILLED_TABLES) await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    await tx.execute(sql`create temporary table bulk on commit drop as
      select c.id, (row_number() over (order by c.id) - 1)::int as n,
        (select k.slug from company_categories cc join categories k on k.id = cc.category_id
         where cc.company_id = c.id order by k.id limit 1) as slug
      from companies c where c.email like '%@carga.example.com'`);
    await tx.execute(sql`create temporary table offers on commit drop as
      select o.*, (row_number() over (order by o.slug, o.k) - 1)::int as g
      from json_to_recordset(${JSON.stringify(offers)}::json)
        as o(slug text, k int, kind text, name_pt text, description_pt text, name_en text, description_en text)`);
    await tx.execute(sql`create index on offers (slug, k)`);
    await tx.execute(sql`create unique index on offers (g)`);
    // Product p of company n: its category's offer p while there is one, else one of all the offers.
    await tx.execute(sql`insert into company_products (req_id, company_id, kind, name_pt, description_pt, name_en, description_en, position)
      select 'bulkprod' || b.id || 'p' || p, b.id, o.kind, o.name_pt, o.description_pt,
        case when (b.n + p) % 2 = 0 then o.name_en end, case when (b.n + p) % 2 = 0 then o.description_en end, p
      from bulk b cross join generate_series(0, ${PRODUCTS_PER_COMPANY - 1}) p
        left join offers own on own.slug = b.slug and own.k = p
        join offers o on o.g = coalesce(own.g, (b.n * 7 + p * 31) % (select count(*) from offers))`);
    await tx.execute(sql`insert into company_terms (company_id, term_id)
      select distinct b.id, t.id
      from bulk b join json_to_recordset(${JSON.stringify(terms)}::json) as x(slug text, name text) on x.slug = b.slug
        join vocabulary_terms t on t.name_pt = x.name
      on conflict do nothing`);
    const file = await tx.execute<{ id: number | null }>(
      sql`select min(pdf_file_id) as id from company_certifications`,
    );
    await tx.execute(sql`insert into company_certifications (req_id, company_id, standard, number, certification_body, scope, valid_until, pdf_file_id)
      select 'bulkcert' || b.id, b.id, (${`{${STANDARDS.join(',')}}`}::text[])[1 + b.n % 5], 'BR-' || lpad(b.n::text, 7, '0'),
        (${`{${BODIES.map((b) => `"${b}"`).join(',')}}`}::text[])[1 + (b.n / 3) % 5], coalesce(initcap(replace(b.slug, '-', ' ')), ''),
        case when b.n % 30 = 0 then current_date - 30 else current_date + 200 + b.n % 700 end,
        ${file.rows[0]?.id ?? null}::int
      from bulk b where b.n % 3 <> 2`);
    await tx.execute(sql`update companies c set about_short_en = 'Made to drawing, series batches: ' || b.slug,
        about_en = 'Own plant and dimensional control. We supply ' || b.slug || ' to the region''s industry.'
      from bulk b where b.id = c.id and b.n % 4 = 0`);
    for (const table of FILLED_TABLES) await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
    await tx.execute(sql`update company_search set document = company_search_document_of(company_id)`);
    await tx.execute(sql`insert into search_words (word)
      select distinct search_words_of(name_pt || ' ' || coalesce(name_en, '') || ' ' || description_pt || ' '
        || coalesce(description_en, '')) from company_products
      on conflict do nothing`);
    await tx.execute(sql`insert into search_words (word)
      select distinct search_words_of(about_en || ' ' || about_short_en) from companies where about_en is not null
      on conflict do nothing`);
  });
  await handle.db.execute(sql`vacuum analyze`);
}
