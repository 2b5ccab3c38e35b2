import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { verify } from '@node-rs/argon2';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesOf } from '../../modules/admin/staff-repository';
import { rowsOf, testBackends } from '../../test/databases';
import type { DbHandle } from '../client';
import { migrate } from '../migrate';
import { banners, faqs, magazines, siteContent, slides } from '../schema/catalogue-content';
import { categories } from '../schema/categories';
import { companies, companyPortfolio } from '../schema/companies';
import { customers } from '../schema/customers';
import { storedFiles } from '../schema/files';
import { cities } from '../schema/places';
import { normalizeSearch } from '../sql/search';
import { DEMO_PENDING_COMPANY, DEMO_PENDING_OWNER } from './listings';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_OWNER, seedDemoData, seedReferenceData } from './seed';

/** The 60 full demo companies: owned and public (beside issue 33's listings and the one waiting for approval). */
const FULL = "owner_id is not null and approval = 'approved'";

const TABLES = [
  'states',
  'cities',
  'categories',
  'customers',
  'companies',
  'company_categories',
  'company_portfolio',
  'company_products',
  'company_product_categories',
  'vocabulary_terms',
  'company_terms',
  'term_suggestions',
  'stored_files',
  'quotes',
  'quote_targets',
  'quote_exclusions',
  'quote_recipients',
  'quote_attachments',
  'quote_questions',
  'quote_proposals',
  'ratings',
  'notifications',
  'magazines',
  'faqs',
  'site_content',
  'slides',
  'banners',
];

describe.each(testBackends())('demo data on $name', (backend) => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let firstRun: { seeded: boolean };

  const query = async <T>(text: string) => rowsOf<T>(await handle.db.execute(sql.raw(text)));
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (t) => [
          t,
          Number((await query<{ n: number }>(`select count(*) as n from ${t}`))[0].n),
        ]),
      ),
    );
  const fileBytes = async (id: number | null) => {
    if (id === null) throw new Error('file missing');
    const [file] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    return file;
  };

  beforeAll(async () => {
    ({ handle, drop } = await backend.open());
    await migrate(handle);
    await seedReferenceData(handle);
    firstRun = await seedDemoData(handle);
  });
  afterAll(async () => {
    await drop();
  });

  it('has the places of São Paulo with Piracicaba as 9896', async () => {
    expect(firstRun.seeded).toBe(true);
    const sp = await handle.db.select().from(cities).where(eq(cities.stateId, 26));
    expect(sp).toHaveLength(645);
    expect(sp.find((c) => c.id === 9896)?.name).toBe('Piracicaba');
    expect(Number((await query<{ n: number }>('select count(*) as n from states'))[0].n)).toBe(27);
  });

  it('has at least 20 bilingual categories', async () => {
    const rows = await handle.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const c of rows) expect(c.namePt && c.nameEn).toBeTruthy();
    expect(rows.some((c) => c.namePt !== c.nameEn)).toBe(true);
  });

  it('gives every company products or services, some also in English, in a category', async () => {
    const rows = await query<{ company_id: number; n: number; en: number; linked: number }>(
      `select p.company_id, count(*)::int as n, count(p.name_en)::int as en,
         count(pc.product_id)::int as linked
       from company_products p left join company_product_categories pc on pc.product_id = p.id
       group by p.company_id`,
    );
    const companyCount = (
      await query<{ n: number }>(`select count(*)::int as n from companies where ${FULL}`)
    )[0].n;
    expect(rows).toHaveLength(Number(companyCount));
    expect(rows.every((r) => r.n >= 3 && r.linked === r.n)).toBe(true);
    expect(rows.filter((r) => r.en > 0).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.en < r.n).length).toBeGreaterThan(0);
  });

  it('writes the about texts in English for some companies, searchable in English (decision 0042)', async () => {
    const [row] = await query<{ n: number; en: number; found: number }>(
      `select count(*)::int as n, count(about_en)::int as en,
         (select count(*)::int from company_search s
          where s.document @@ to_tsquery('english', 'sugar & ethanol & industries')) as found
       from companies`,
    );
    expect(row.en).toBeGreaterThan(0);
    expect(row.en).toBeLessThan(row.n);
    // The English about's words are only in the English texts, and their companies are found by them.
    expect(row.found).toBe(row.en);
  });

  it('gives some companies certifications with their PDF, two expired, some checked (issue 32)', async () => {
    const rows = await query<{
      certified: number;
      expired: number;
      checked: number;
      pdfs: number;
      found: number;
    }>(
      `select count(distinct company_id)::int as certified,
         count(distinct company_id) filter (where valid_until < sao_paulo_today())::int as expired,
         count(*) filter (where checked_at is not null)::int as checked,
         count(pdf_file_id)::int as pdfs,
         (select count(*)::int from company_search s
           where s.document @@ company_search_query(array['injecao', 'de', 'plastico', 'iso', '9001'], false)) as found
       from company_certifications`,
    );
    expect(rows[0]).toMatchObject({ expired: 2 });
    expect(rows[0]?.certified).toBeGreaterThanOrEqual(30);
    expect(rows[0]?.checked).toBeGreaterThan(0);
    expect(rows[0]?.found).toBeGreaterThan(0);
    const all = (await query<{ n: number }>('select count(*)::int as n from company_certifications'))[0].n;
    expect(rows[0]?.pdfs).toBe(all);
  });

  it('has a bilingual vocabulary and tags every company with processes and materials', async () => {
    const [terms] = await query<{ processes: number; materials: number }>(
      `select count(*) filter (where kind = 'process')::int as processes,
         count(*) filter (where kind = 'material')::int as materials from vocabulary_terms`,
    );
    expect(terms.processes).toBeGreaterThanOrEqual(30);
    expect(terms.materials).toBeGreaterThanOrEqual(20);
    const tagged = await query<{ processes: number; materials: number }>(
      `select count(*) filter (where t.kind = 'process')::int as processes,
         count(*) filter (where t.kind = 'material')::int as materials
       from companies c left join company_terms ct on ct.company_id = c.id
         left join vocabulary_terms t on t.id = ct.term_id where c.owner_id is not null and c.approval = 'approved' group by c.id`,
    );
    expect(tagged).toHaveLength(60);
    expect(tagged.every((r) => r.processes > 0 && r.materials > 0)).toBe(true);
    // "heat treatment" finds companies tagged "Tratamento térmico" through the search document.
    const [found] = await query<{ n: number }>(
      `select count(*)::int as n from company_search s join company_terms ct on ct.company_id = s.company_id
         join vocabulary_terms t on t.id = ct.term_id
       where t.name_pt = 'Tratamento térmico' and s.document @@ company_search_query(array['heat', 'treatment'], false)`,
    );
    expect(found.n).toBeGreaterThan(0);
  });

  it('has 60 companies with valid CNPJs, logo, cover, portfolio and ratings', async () => {
    const rows = await handle.db
      .select()
      .from(companies)
      .where(and(isNotNull(companies.ownerId), eq(companies.approval, 'approved')));
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((c) => c.cnpj)).size).toBe(60);
    expect(rows.every((c) => isValidCnpj(c.cnpj) && c.emailValid)).toBe(true);
    expect(rows.filter((c) => c.cityId === 9896).length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((c) => c.cityId)).size).toBeGreaterThan(5);
    expect(rows.filter((c) => c.acceptsQuotes).length).toBeGreaterThan(45);
    // numeric(3,2) is read as a number on both drivers.
    expect(typeof rows.find((c) => c.rate !== null)?.rate).toBe('number');
    const portfolio = await handle.db.select().from(companyPortfolio);
    for (const c of rows) {
      expect(portfolio.filter((p) => p.companyId === c.id).length).toBeGreaterThanOrEqual(3);
      expect(c.searchText).toBe(normalizeSearch(c.searchText));
      expect(c.searchText).toContain(normalizeSearch(c.tradeName));
      expect(c.ratesCount).toBeGreaterThan(0);
      expect(c.rate).not.toBeNull();
    }
    const first = rows.reduce((a, b) => (a.id < b.id ? a : b));
    const logo = await sharp((await fileBytes(first.logoFileId)).bytes).metadata();
    const cover = await sharp((await fileBytes(first.coverFileId)).bytes).metadata();
    const picture = await sharp((await fileBytes(portfolio[0].fileId)).bytes).metadata();
    expect([logo.format, logo.width, logo.height]).toEqual(['webp', 512, 512]);
    expect([cover.format, cover.width, cover.height]).toEqual(['webp', 1440, 690]);
    expect([picture.width, picture.height]).toEqual([1200, 900]);
  });

  it('finds accented names by accent-free search', async () => {
    const accented = await query<{ trade_name: string }>(
      "select trade_name from companies where search_text ilike '%metalurgica%'",
    );
    expect(accented.length).toBeGreaterThan(0);
    expect(accented.some((r) => r.trade_name.includes('Metalúrgica'))).toBe(true);
  });

  it('keeps ratings, proposals and the cached figures consistent', async () => {
    const stats = await query<{
      id: number;
      rate: string | null;
      rates_count: number;
      avg: string | null;
      n: number;
      sent: number;
      proposals_sent: number;
      chosen: number;
      proposals_chosen: number;
    }>(`
      select c.id, c.rate, c.rates_count, c.proposals_sent, c.proposals_chosen,
        (select round(avg(general_evaluation), 2) from ratings r where r.company_id = c.id) as avg,
        (select count(*) from ratings r where r.company_id = c.id) as n,
        (select count(distinct quote_id) from quote_proposals p where p.company_id = c.id) as sent,
        (select count(*) from quote_proposals p where p.company_id = c.id and p.chosen) as chosen
      from companies c`);
    for (const s of stats) {
      expect(s.rate === null ? null : Number(s.rate)).toBe(s.avg === null ? null : Number(s.avg));
      expect(Number(s.rates_count)).toBe(Number(s.n));
      expect(Number(s.proposals_sent)).toBe(Number(s.sent));
      expect(Number(s.proposals_chosen)).toBe(Number(s.chosen));
    }
    expect(stats.filter((s) => s.rate !== null).length).toBeGreaterThan(30);
    expect(new Set(stats.map((s) => s.rate)).size).toBeGreaterThan(5);
    const misfits = await query<{ n: number }>(`
      select count(*) as n from ratings r join quote_proposals p on p.id = r.proposal_id join quotes q on q.id = p.quote_id
      where not p.chosen or p.company_id <> r.company_id or q.status <> 'c'`);
    expect(Number(misfits[0].n)).toBe(0);
    // A company that takes no quotes now may have won one when it did, but receives no open ones.
    const badRecipients = await query<{ n: number }>(`
      select count(*) as n from quote_recipients qr join companies c on c.id = qr.company_id join quotes q on q.id = qr.quote_id
      where (not c.accepts_quotes and q.status = 'a') or not c.email_valid or c.owner_id = q.customer_id`);
    expect(Number(badRecipients[0].n)).toBe(0);
  });

  it('has 8 magazines with cover and PDF, 12 FAQs, slides, banner, about, contact and both terms', async () => {
    const mags = await handle.db.select().from(magazines);
    expect(mags).toHaveLength(8);
    for (const m of mags) {
      const pdf = await fileBytes(m.fileId);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.mime).toBe('application/pdf');
      expect((await fileBytes(m.coverFileId)).mime).toBe('image/webp');
    }
    const faqRows = await handle.db.select().from(faqs);
    expect(faqRows).toHaveLength(12);
    expect(faqRows.every((f) => f.questionPt && f.questionEn && f.answerPt && f.answerEn)).toBe(true);
    const slideRows = await handle.db.select().from(slides);
    expect(slideRows).toHaveLength(3);
    expect(slideRows.every((s) => s.mobileFileId && s.desktopFileId && s.captionPt && s.captionEn)).toBe(
      true,
    );
    expect(await handle.db.select().from(banners)).toHaveLength(1);
    const content = new Map((await handle.db.select().from(siteContent)).map((r) => [r.key, r]));
    for (const key of ['terms.privacyPolicy', 'terms.termOfUse'] as const) {
      const row = content.get(key);
      expect(typeof row?.valuePt === 'string' && row.valuePt.length > 200).toBe(true);
      expect(typeof row?.valueEn === 'string' && row.valueEn.length > 200).toBe(true);
      expect(row?.valuePt).not.toBe(row?.valueEn);
    }
    expect(content.get('about')?.valueEn).toMatchObject({
      history: expect.any(String),
      historyShort: expect.any(String),
    });
    expect(content.get('contact')?.valuePt).toMatchObject({
      email: expect.any(String),
      doc: expect.any(String),
    });
  });

  it('gives most companies plausible responsiveness figures (issue 18)', async () => {
    const rows = await query<{ requests: number; answered: number; median_seconds: number | null }>(
      'select requests, answered, median_seconds from company_responsiveness',
    );
    const shown = rows.filter((r) => r.requests >= 5);
    expect(shown.length).toBeGreaterThan(20);
    const shares = shown.map((r) => r.answered / r.requests);
    expect(Math.min(...shares)).toBeGreaterThan(0.3);
    expect(shares.filter((share) => share < 1).length).toBeGreaterThan(5);
    const medians = shown.map((r) => Number(r.median_seconds));
    expect(Math.min(...medians)).toBeGreaterThan(0);
    expect(Math.max(...medians)).toBeLessThan(5 * 24 * 3600);
    expect(new Set(medians.map((m) => Math.ceil(m / 86_400))).size).toBeGreaterThan(1);
    // Every answer is recorded: a recipient that proposed has its first answer.
    const unrecorded = await query<{ n: number }>(`
      select count(*) as n from quote_recipients r
      where r.first_answer_at is null
        and exists (select 1 from quote_proposals p where p.quote_id = r.quote_id and p.company_id = r.company_id)`);
    expect(Number(unrecorded[0].n)).toBe(0);
  });

  it('has unclaimed listings, one hidden, and one company waiting for approval (issue 33 item 7)', async () => {
    const listings = await handle.db.select().from(companies).where(isNull(companies.ownerId));
    expect(listings).toHaveLength(3);
    expect(listings.every((l) => isValidCnpj(l.cnpj) && l.membershipNumber && !l.acceptsQuotes)).toBe(true);
    expect(listings.filter((l) => l.listed).map((l) => l.tradeName)).toHaveLength(2);
    expect(listings.filter((l) => l.hiddenUntilClaimed).map((l) => l.listed)).toEqual([false]);
    const waiting = await handle.db.select().from(companies).where(eq(companies.approval, 'pending'));
    expect(waiting.map((c) => [c.tradeName, c.listed, isValidCnpj(c.cnpj)])).toEqual([
      [DEMO_PENDING_COMPANY, false, true],
    ]);
    const [owner] = await handle.db
      .select()
      .from(customers)
      .where(eq(customers.id, waiting[0]?.ownerId ?? 0));
    expect(owner.doc).toBe(DEMO_PENDING_OWNER.doc);
    expect(await verify(owner.passwordHash, DEMO_OWNER.password)).toBe(true);
    const [categorised] = await query<{ n: number }>(
      `select count(distinct company_id)::int as n from company_categories cc join companies c on c.id = cc.company_id
       where c.owner_id is null or c.approval = 'pending'`,
    );
    expect(categorised.n).toBe(4);
  });

  it('has demo accounts whose passwords verify', async () => {
    const [maria] = await handle.db.select().from(customers).where(eq(customers.doc, DEMO_CUSTOMER.doc));
    expect(maria.name).toBe('Maria Demo');
    expect(maria.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(maria.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
    expect(await verify(maria.passwordHash, DEMO_OWNER.password)).toBe(false);
    const [owner] = await handle.db.select().from(customers).where(eq(customers.doc, DEMO_OWNER.doc));
    expect(await verify(owner.passwordHash, DEMO_OWNER.password)).toBe(true);
    const [company] = await handle.db.select().from(companies).where(eq(companies.ownerId, owner.id));
    expect(company.cityId).toBe(9896);
    expect(company.ratesCount).toBeGreaterThan(0);
    const [admin] = await handle.db.select().from(customers).where(eq(customers.doc, DEMO_ADMIN.doc));
    expect(await verify(admin.passwordHash, DEMO_ADMIN.password)).toBe(true);
    expect(await rolesOf(handle.db, admin.id)).toEqual(['admin']);
    expect(await rolesOf(handle.db, maria.id)).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    expect(await seedDemoData(handle)).toEqual({ seeded: false });
    await seedReferenceData(handle);
    expect(await counts()).toEqual(before);
  });
});
