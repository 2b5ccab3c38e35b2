import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, testBackends } from '../test/databases';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { categories } from './schema/categories';
import { companies } from './schema/companies';
import { customers } from './schema/customers';
import { storedFiles } from './schema/files';
import { newsletterSubscribers } from './schema/newsletter';
import { cities, states } from './schema/places';
import { quoteProposals, quotes } from './schema/quotes';

/** SQLSTATE of a failed query; drizzle wraps the driver's error in `cause`. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

describe.each(testBackends())('migrations on $name', (backend) => {
  let handle: DbHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await backend.open());
    await migrate(handle);
  });
  afterAll(async () => {
    await drop();
  });

  const customer = (doc: string) => ({
    name: 'Test',
    doc,
    email: `${doc}@example.com`,
    cellphone: '19999990000',
    cityId: 9896,
    termsAcceptedAt: new Date(),
    passwordHash: 'x',
  });
  const company = (ownerId: number, cnpj: string) => ({
    ownerId,
    tradeName: 'Trade',
    name: 'Legal Ltda',
    email: 'c@example.com',
    cnpj,
    about: 'About',
    aboutShort: 'Short',
    postalCode: '13400000',
    address: 'Rua A',
    addressNumber: '1',
    addressNeighborhood: 'Centro',
    cityId: 9896,
    termsAcceptedAt: new Date(),
  });

  it('creates the tables and is a no-op the second time', async () => {
    await migrate(handle);
    const result = await handle.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(Number(rowsOf<{ n: number }>(result)[0].n)).toBe(72);
    await handle.db.insert(states).values({ id: 26, iso: 'SP', name: 'São Paulo' });
    await handle.db.insert(cities).values({ id: 9896, stateId: 26, name: 'Piracicaba' });
  });

  it('rejects a duplicate CPF and a CPF that is not 11 digits', async () => {
    await handle.db.insert(customers).values(customer('52998224725'));
    expect(await sqlState(handle.db.insert(customers).values(customer('52998224725')))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await sqlState(handle.db.insert(customers).values(customer('529.982.247')))).toBe(CHECK_VIOLATION);
  });

  it('rejects a duplicate CNPJ and a second company for one owner', async () => {
    const [a] = await handle.db.insert(customers).values(customer('11144477735')).returning();
    const [b] = await handle.db.insert(customers).values(customer('39053344705')).returning();
    await handle.db.insert(companies).values(company(a.id, '11222333000181'));
    expect(await sqlState(handle.db.insert(companies).values(company(b.id, '11222333000181')))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await sqlState(handle.db.insert(companies).values(company(a.id, '45723174000110')))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('allows one chosen proposal per quote only', async () => {
    const [owner] = await handle.db.select().from(customers).where(eq(customers.doc, '52998224725'));
    const [firm] = await handle.db.select().from(companies);
    const [category] = await handle.db
      .insert(categories)
      .values({ slug: 'usinagem', namePt: 'Usinagem', nameEn: 'Machining' })
      .returning();
    const [quote] = await handle.db
      .insert(quotes)
      .values({ customerId: owner.id, categoryId: category.id, title: 'T', description: 'D' })
      .returning();
    const pdf = Buffer.from('%PDF-1.4\n');
    const files = await handle.db
      .insert(storedFiles)
      .values(
        [1, 2].map((n) => ({
          kind: 'proposal' as const,
          name: `p${n}.pdf`,
          mime: 'application/pdf',
          size: pdf.length,
          bytes: pdf,
          sha256: 'x',
        })),
      )
      .returning();
    const proposal = (fileId: number, chosen: boolean) => ({
      quoteId: quote.id,
      companyId: firm.id,
      fileId,
      chosen,
    });
    await handle.db.insert(quoteProposals).values(proposal(files[0].id, true));
    // Unchosen proposals are unrestricted; a second chosen one is not.
    await handle.db.insert(quoteProposals).values(proposal(files[1].id, false));
    expect(await sqlState(handle.db.insert(quoteProposals).values(proposal(files[1].id, true)))).toBe(
      UNIQUE_VIOLATION,
    );
    const [stored] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, files[0].id));
    expect(Buffer.isBuffer(stored.bytes)).toBe(true);
    expect(stored.bytes.equals(pdf)).toBe(true);
  });

  it('keeps newsletter addresses lower-case and unique', async () => {
    await handle.db.insert(newsletterSubscribers).values({ email: 'ana@example.com' });
    expect(await sqlState(handle.db.insert(newsletterSubscribers).values({ email: 'ana@example.com' }))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await sqlState(handle.db.insert(newsletterSubscribers).values({ email: 'Ana@example.com' }))).toBe(
      CHECK_VIOLATION,
    );
  });

  it('has pg_trgm for the company search index', async () => {
    const result = await handle.db.execute(sql`select similarity('metalurgica', 'metal') as s`);
    expect(Number(rowsOf<{ s: number }>(result)[0].s)).toBeGreaterThan(0);
  });

  it('merges every GIN index pending list at 256 kB (every search reads it whole, migration 0106)', async () => {
    const result = await handle.db.execute(sql`select c.relname as name, c.reloptions as options
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where a.amname = 'gin' and n.nspname = current_schema() order by 1`);
    const indexes = rowsOf<{ name: string; options: string[] | null }>(result);
    expect(indexes.length).toBeGreaterThanOrEqual(9);
    for (const index of indexes) expect(index.options, index.name).toContain('gin_pending_list_limit=256');
  });
});
