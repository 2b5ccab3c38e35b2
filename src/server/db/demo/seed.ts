import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { DAY_MS, MINUTE_MS } from '../../../shared/time';
import { newSecret } from '../../lib/ids';
import type { Db, DbHandle } from '../client';
import { refreshCompanyStats } from '../company-stats';
import places from '../data/brazil-places.json';
import { categories } from '../schema/categories';
import { companies, companyCategories, companyPortfolio } from '../schema/companies';
import { customers } from '../schema/customers';
import { notifications } from '../schema/notifications';
import { cities, states } from '../schema/places';
import { staffRoles } from '../schema/staff';
import { companySearchText } from '../sql/search';
import { seedAssociationContent } from './association';
import { seedCertifications } from './certifications';
import { type DemoCustomer, demoCompanies, PIRACICABA } from './companies';
import { CATEGORIES } from './content';
import { insertFiles, webp } from './files';
import { coverImage, logoImage, PALETTE_SIZE, portfolioImage } from './images';
import { insertQuotePlans } from './insert-plans';
import { seedListingsAndApproval } from './listings';
import { demoFlowPlans, ratedQuotePlans, type SeededCompany } from './plans';
import { seedProducts } from './products';
import { createRandom } from './random';
import { seedResponsiveness } from './responsiveness';
import { seedVocabulary } from './vocabulary';

/** The demo accounts the README gives. */
export const DEMO_CUSTOMER = { name: 'Maria Demo', doc: '52998224725', password: 'Catalogo#2026' } as const;
export const DEMO_OWNER = { name: 'Carlos Demo', doc: '11144477735', password: 'Empresa#2026' } as const;
/** The association's back-office admin (staff role `admin`). */
export const DEMO_ADMIN = { name: 'Ana Associação', doc: '39053344705', password: 'Admin#2026' } as const;

// Serialises seeding across processes sharing one PostgreSQL.
const SEED_LOCK_KEY = 727_145_002;

/** States and São Paulo's municipalities with their fixed ids; safe to run on every start. */
export async function seedReferenceData(handle: DbHandle): Promise<void> {
  await insertPlaces(handle.db);
}

async function insertPlaces(db: Db): Promise<void> {
  await db.insert(states).values(places.states).onConflictDoNothing();
  await db
    .insert(cities)
    .values(places.cities.map((c) => ({ id: c.id, stateId: c.state, name: c.name })))
    .onConflictDoNothing();
}

/**
 * Fills an empty catalogue with demo data (DECISIONS.md 5) in one transaction. Does nothing when
 * any category exists, so it is safe to call on every start.
 */
export async function seedDemoData(
  handle: DbHandle,
  opts: { companies?: number } = {},
): Promise<{ seeded: boolean }> {
  const companyCount = opts.companies ?? 60;
  if (await hasCatalogue(handle.db)) return { seeded: false };
  // Hashing is slow on purpose; do it before the transaction holds its lock.
  const [customerHash, ownerHash, othersHash, adminHash] = await Promise.all([
    hash(DEMO_CUSTOMER.password),
    hash(DEMO_OWNER.password),
    hash(newSecret()),
    hash(DEMO_ADMIN.password),
  ]);
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Checked again under the lock: another process may have seeded meanwhile.
    if (await hasCatalogue(tx)) return { seeded: false };
    await insertPlaces(tx);
    await seedCatalogue(tx, companyCount, { customerHash, ownerHash, othersHash, adminHash });
    await seedAssociationContent(tx);
    return { seeded: true };
  });
}

async function hasCatalogue(db: Db): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

async function seedCatalogue(
  db: Db,
  companyCount: number,
  hashes: { customerHash: string; ownerHash: string; othersHash: string; adminHash: string },
): Promise<void> {
  const random = createRandom(20_260_101);
  const now = new Date();

  const categoryRows = await db
    .insert(categories)
    .values(CATEGORIES.map(({ slug, namePt, nameEn }, position) => ({ slug, namePt, nameEn, position })))
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const categoryIds = CATEGORIES.map((c) => categoryId.get(c.slug) ?? 0);

  const cityIdByName = new Map(places.cities.map((c) => [c.name, c.id]));
  const plans = demoCompanies(random, Math.max(2, companyCount), cityIdByName);
  const account = (c: DemoCustomer, passwordHash: string) => ({
    ...c,
    emailValid: true,
    termsAcceptedAt: now,
    passwordHash,
    lang: 'pt-BR' as const,
  });
  const customerRows = await db
    .insert(customers)
    .values([
      account(
        {
          name: DEMO_CUSTOMER.name,
          doc: DEMO_CUSTOMER.doc,
          email: 'maria.demo@example.com',
          cellphone: '19991234567',
          cityId: PIRACICABA,
        },
        hashes.customerHash,
      ),
      account(
        {
          name: DEMO_OWNER.name,
          doc: DEMO_OWNER.doc,
          email: 'carlos.demo@example.com',
          cellphone: '19997654321',
          cityId: PIRACICABA,
        },
        hashes.ownerHash,
      ),
      account(
        {
          name: DEMO_ADMIN.name,
          doc: DEMO_ADMIN.doc,
          email: 'ana.admin@example.com',
          cellphone: '19993334444',
          cityId: PIRACICABA,
        },
        hashes.adminHash,
      ),
      ...plans.slice(1).map((p) => account(p.owner, hashes.othersHash)),
    ])
    .returning({ id: customers.id, doc: customers.doc });
  // RETURNING order is not promised to follow VALUES, so rows are matched by their unique keys.
  const customerByDoc = new Map(customerRows.map((c) => [c.doc, c]));
  const byDoc = (doc: string) => customerByDoc.get(doc) ?? { id: 0, doc };
  const maria = byDoc(DEMO_CUSTOMER.doc);
  await db.insert(staffRoles).values({ customerId: byDoc(DEMO_ADMIN.doc).id, role: 'admin' });
  const owners = plans.map((p, i) => byDoc(i === 0 ? DEMO_OWNER.doc : p.owner.doc));

  const logos = await Promise.all(plans.map((p, i) => logoImage(p.initials, i)));
  const covers = await Promise.all(plans.map((_, i) => coverImage(i)));
  const portfolioCounts = plans.map((_, i) => 3 + (i % 2));
  const portfolioBytes = await Promise.all(Array.from({ length: PALETTE_SIZE }, (_, v) => portfolioImage(v)));
  const brandingFiles = await insertFiles(
    db,
    plans.flatMap((_, i) => [webp('logo', 'logo.webp', logos[i]), webp('cover', 'cover.webp', covers[i])]),
  );

  const insertedCompanies = await db
    .insert(companies)
    .values(
      plans.map(({ categoryIndexes, initials, owner, ...p }, i) => ({
        ...p,
        ownerId: owners[i].id,
        emailValid: true,
        logoFileId: brandingFiles[2 * i],
        coverFileId: brandingFiles[2 * i + 1],
        searchText: companySearchText({
          ...p,
          categoryNames: categoryIndexes.flatMap((k) => [CATEGORIES[k].namePt, CATEGORIES[k].nameEn]),
        }),
        termsAcceptedAt: now,
        createdAt: new Date(now.getTime() - (400 - i) * DAY_MS),
      })),
    )
    .returning({ id: companies.id, cnpj: companies.cnpj });
  const companyByCnpj = new Map(insertedCompanies.map((c) => [c.cnpj, c]));
  const companyRows = plans.map((p) => companyByCnpj.get(p.cnpj) ?? { id: 0, cnpj: p.cnpj });

  await db
    .insert(companyCategories)
    .values(
      plans.flatMap((p, i) =>
        p.categoryIndexes.map((k) => ({ companyId: companyRows[i].id, categoryId: categoryIds[k] })),
      ),
    );

  const portfolio = plans.flatMap((_, i) =>
    Array.from({ length: portfolioCounts[i] }, (_, position) => ({ company: i, position })),
  );
  const portfolioFiles = await insertFiles(
    db,
    portfolio.map(({ company, position }) =>
      webp(
        'portfolio',
        `portfolio-${position + 1}.webp`,
        portfolioBytes[(company + position * 5) % PALETTE_SIZE],
      ),
    ),
  );
  await db.insert(companyPortfolio).values(
    portfolio.map(({ company, position }, k) => ({
      companyId: companyRows[company].id,
      fileId: portfolioFiles[k],
      position,
    })),
  );

  const seeded: SeededCompany[] = plans.map((p, i) => ({
    id: companyRows[i].id,
    ownerId: owners[i].id,
    tradeName: p.tradeName,
    categoryIds: p.categoryIndexes.map((k) => categoryIds[k]),
    acceptsQuotes: p.acceptsQuotes,
  }));
  await seedProducts(
    db,
    plans.map((p, i) => ({
      id: seeded[i].id,
      categoryId: seeded[i].categoryIds[0],
      categorySlug: CATEGORIES[p.categoryIndexes[0]].slug,
    })),
  );
  await seedVocabulary(
    db,
    plans.map((p, i) => ({
      id: companyRows[i].id,
      categorySlugs: p.categoryIndexes.map((k) => CATEGORIES[k].slug),
    })),
  );
  await seedCertifications(
    db,
    seeded.map((c) => c.id),
    now,
  );
  const buyerIds = [maria.id, ...owners.slice(1, 9).map((o) => o.id)];
  const usinagemId = categoryId.get('usinagem') ?? 0;
  const flows = demoFlowPlans({ companies: seeded, mariaId: maria.id, usinagemId, now });
  await insertQuotePlans(
    db,
    [...ratedQuotePlans(random, seeded, buyerIds, now), ...flows],
    new Map(seeded.map((c) => [c.id, c.tradeName])),
  );
  await seedResponsiveness(db, now);
  await refreshCompanyStats(db);
  await seedNotifications(db, { mariaId: maria.id, ownerId: owners[0].id, demoCompany: seeded[0].tradeName });
  await seedListingsAndApproval(db, { categoryIds, ownerHash: hashes.ownerHash, now });
}

async function seedNotifications(
  db: Db,
  opts: { mariaId: number; ownerId: number; demoCompany: string },
): Promise<void> {
  const minutesAgo = (m: number) => new Date(Date.now() - m * MINUTE_MS);
  // Stored by kind, so they read in the language of whoever opens the bell.
  await db.insert(notifications).values([
    {
      customerId: opts.mariaId,
      kind: 'proposalReceived',
      params: { company: opts.demoCompany, title: 'Eixo de transmissão em aço 4140' },
      link: '/quotes',
      createdAt: minutesAgo(60 * 24),
    },
    {
      customerId: opts.mariaId,
      kind: 'questionAsked',
      params: { company: opts.demoCompany, title: 'Usinagem de 50 flanges em inox 304' },
      link: '/quotes',
      createdAt: minutesAgo(60 * 12),
    },
    {
      customerId: opts.ownerId,
      kind: 'quoteReceived',
      params: { title: 'Reforma de cilindro hidráulico' },
      link: '/quotes',
      createdAt: minutesAgo(60 * 48),
    },
    {
      customerId: opts.ownerId,
      kind: 'questionAnswered',
      params: { title: 'Eixo de transmissão em aço 4140' },
      link: '/quotes',
      read: true,
      createdAt: minutesAgo(60 * 54),
    },
  ]);
}
