import { inArray } from 'drizzle-orm';
import type { DbHandle } from '../../src/server/db/client';
import { cnpjFromBase } from '../../src/server/db/demo/documents';
import { categories } from '../../src/server/db/schema/categories';
import { companies, companyCategories } from '../../src/server/db/schema/companies';
import { companyCertifications } from '../../src/server/db/schema/company-certifications';
import { companyProducts } from '../../src/server/db/schema/company-products';
import { cities } from '../../src/server/db/schema/places';
import { companyTerms, vocabularyTerms } from '../../src/server/db/schema/vocabulary';
import { companySearchText } from '../../src/server/db/sql/search';
import type { BenchCompany } from './catalogue';
import { CATEGORIES, type CategoryKey, CITIES, MATERIALS, PROCESSES } from './vocabulary';

/*
 * Writes the bench's catalogue into a migrated database with the places (seedReferenceData) and no
 * other company: straight into the tables, as an owner's profile form and the back office would
 * leave them; the search document is built by the database's own triggers.
 */

const SP = 26;
const VALID_UNTIL = '2029-06-30';
const EXPIRED_ON = '2025-03-31';

export async function loadBenchCatalogue(
  handle: DbHandle,
  catalogue: readonly BenchCompany[],
): Promise<void> {
  await handle.db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(
        Object.entries(CATEGORIES).map(([key, [namePt, nameEn]], position) => ({
          slug: `rel-${key}`,
          namePt,
          nameEn,
          position,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((r) => [r.slug.slice(4), r.id]));
    const terms = [
      ...Object.entries(PROCESSES).map(([key, [namePt, nameEn]]) => ({
        key,
        kind: 'process' as const,
        namePt,
        nameEn,
      })),
      ...Object.entries(MATERIALS).map(([key, [namePt, nameEn]]) => ({
        key,
        kind: 'material' as const,
        namePt,
        nameEn,
      })),
    ];
    const termRows = await tx
      .insert(vocabularyTerms)
      .values(terms.map(({ kind, namePt, nameEn }) => ({ kind, namePt, nameEn })))
      .returning({ id: vocabularyTerms.id });
    const termId = new Map(terms.map((t, k) => [`${t.kind}:${t.key}`, termRows[k].id]));
    const cityRows = await tx
      .select({ id: cities.id, name: cities.name, stateId: cities.stateId })
      .from(cities)
      .where(inArray(cities.name, [...CITIES]));
    const cityId = new Map(cityRows.filter((c) => c.stateId === SP).map((c) => [c.name, c.id]));
    const namesOf = (keys: readonly CategoryKey[]) => keys.flatMap((k) => [...CATEGORIES[k]]);

    const rows = await tx
      .insert(companies)
      .values(
        catalogue.map((c, i) => ({
          // Unclaimed listings (no owner account to make): they take no quote requests.
          ownerId: null,
          acceptsQuotes: false,
          tradeName: c.tradeName,
          name: c.legalName,
          email: `contato${i}@relevancia.example.com`,
          emailValid: true,
          cnpj: cnpjFromBase(String(70_000_000 + i)),
          about: c.about,
          aboutShort: c.aboutShort,
          aboutShortEn: c.aboutShortEn,
          keywords: c.keywords,
          postalCode: '13000000',
          address: 'Avenida Industrial',
          addressNumber: String(100 + i),
          addressNeighborhood: 'Distrito Industrial',
          cityId: cityId.get(c.city) ?? 0,
          searchText: companySearchText({
            tradeName: c.tradeName,
            name: c.legalName,
            keywords: c.keywords,
            aboutShort: c.aboutShort,
            aboutShortEn: c.aboutShortEn,
            categoryNames: namesOf(c.categories),
          }),
        })),
      )
      .returning({ id: companies.id });
    const ids = rows.map((r) => r.id);
    await tx
      .insert(companyCategories)
      .values(
        catalogue.flatMap((c, i) =>
          c.categories.map((k) => ({ companyId: ids[i], categoryId: categoryId.get(k) ?? 0 })),
        ),
      );
    await tx.insert(companyProducts).values(
      catalogue.flatMap((c, i) =>
        c.products.map((p, position) => ({
          companyId: ids[i],
          kind: p.kind ?? ('product' as const),
          namePt: p.pt,
          nameEn: c.english ? p.en : null,
          descriptionPt: p.descPt,
          descriptionEn: c.english ? p.descEn : null,
          position,
        })),
      ),
    );
    await tx
      .insert(companyTerms)
      .values(
        catalogue.flatMap((c, i) => [
          ...c.processes.map((k) => ({ companyId: ids[i], termId: termId.get(`process:${k}`) ?? 0 })),
          ...c.materials.map((k) => ({ companyId: ids[i], termId: termId.get(`material:${k}`) ?? 0 })),
        ]),
      );
    await tx.insert(companyCertifications).values(
      catalogue.flatMap((c, i) =>
        c.certificates.map((r, k) => ({
          companyId: ids[i],
          standard: r.standard,
          number: `BR-${i}-${k}`,
          certificationBody: r.body,
          scope: r.scope,
          validUntil: r.valid ? VALID_UNTIL : EXPIRED_ON,
        })),
      ),
    );
  });
}
