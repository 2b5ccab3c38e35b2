import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory, AdminMagazine, TermsVersion } from '../../../shared/schemas/admin-publish';
import { companyCategories } from '../../db/schema/companies';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import {
  api,
  createCategory,
  openQuote,
  PDF,
  type QuoteScenario,
  quoteScenario,
  toBase64,
  ZIP,
} from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';
import { currentVersions } from '../privacy/consent-service';

let t: TestApp;
let editor: TestUser;
let visitorEn: SessionHeaders;
let visitorPt: SessionHeaders;
let cover: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor'], { name: 'Eva Editor' });
  visitorEn = await openSession(t.app, 'en');
  visitorPt = await openSession(t.app, 'pt-BR');
  cover = toBase64(
    await sharp({ create: { width: 300, height: 400, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t.close());

type Body = Record<string, unknown> & {
  response: boolean;
  error?: string;
  message?: string;
  fields?: Record<string, string>;
};
const asEditor = async (url: string, payload?: Record<string, unknown>) =>
  (await api(t, payload ? 'POST' : 'GET', url, editor.headers, payload)).body as Body;
const auditOf = async (action: string) => {
  const admin = await createStaff(t, ['admin']);
  const res = await api(t, 'POST', '/admin/audit/list', admin.headers, { action });
  return (
    res.body as unknown as { data: { actor: string; before: unknown; after: unknown; target: string }[] }
  ).data;
};

describe('magazines', () => {
  const publicList = async (headers = visitorEn) =>
    (
      (await api(t, 'POST', '/magazines/list', headers, { records: 10 })).body as unknown as {
        data: { reqId: string; name: string; cover: string | null; file: string }[];
      }
    ).data;

  it('refuses a magazine missing a language, its date or its files, naming each field', async () => {
    const body = await asEditor('/admin/magazines/add', { name_pt: 'Revista', date: 'soon', cover: ZIP });
    expect(body).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['cover', 'date', 'name_en', 'pdf']);
    expect(body.fields?.name_en).toBe('Required field!');
    // A PDF that is not one, by its bytes.
    const notPdf = await asEditor('/admin/magazines/add', {
      name_pt: 'Revista',
      name_en: 'Magazine',
      date: '2026-01-01',
      cover,
      pdf: cover,
    });
    // Issue 30 item 22: refused by its content, saying why, in the request's language.
    expect(notPdf.fields?.pdf).toBe(
      'The file is not a PDF: its content is another kind of file, whatever its name says.',
    );
    const ptHeaders = { ...editor.headers, 'app-language': 'pt-BR' };
    const notPdfPt = (
      await api(t, 'POST', '/admin/magazines/add', ptHeaders, {
        name_pt: 'Revista',
        name_en: 'Magazine',
        date: '2026-01-01',
        cover,
        pdf: cover,
        pdf_name: 'capa.pdf',
      })
    ).body as Body;
    expect(notPdfPt.fields?.pdf).toBe(
      'O arquivo não é um PDF: o conteúdo é de outro tipo, seja qual for o nome.',
    );
  });

  it('publishes with cover and PDF, shows it on the public list at once in each language, edits and removes it', async () => {
    const added = await asEditor('/admin/magazines/add', {
      name_pt: 'Indústria em Foco — Março',
      name_en: 'Industry in Focus — March',
      date: '2026-03-01',
      cover,
      pdf: PDF,
      pdf_name: 'industria-marco.pdf',
    });
    expect(added.response, JSON.stringify(added)).toBe(true);
    const magazine = added.data as AdminMagazine;
    expect(magazine).toMatchObject({ namePt: 'Indústria em Foco — Março', date: '2026-03-01' });

    const [shownEn] = await publicList();
    expect(shownEn).toMatchObject({ reqId: magazine.reqId, name: 'Industry in Focus — March' });
    expect((await publicList(visitorPt))[0].name).toBe('Indústria em Foco — Março');
    const coverRes = await t.app.inject({ method: 'GET', url: shownEn.cover ?? '' });
    expect(coverRes.headers['content-type']).toBe('image/webp');
    const pdfRes = await t.app.inject({ method: 'GET', url: shownEn.file });
    expect(pdfRes.headers['content-disposition']).toMatch(/filename="industria-marco\.pdf"/);

    // An edit without files keeps them; the names change.
    const edited = await asEditor('/admin/magazines/edit', {
      req_id: magazine.reqId,
      name_pt: 'Indústria em Foco — Abril',
      name_en: 'Industry in Focus — April',
      date: '2026-04-01',
    });
    expect((edited.data as AdminMagazine).file).toBe(magazine.file);
    expect((await publicList())[0].name).toBe('Industry in Focus — April');

    const list = await asEditor('/admin/magazines/list', { page: 1 });
    expect((list.data as AdminMagazine[]).map((m) => m.reqId)).toEqual([magazine.reqId]);

    expect(await asEditor('/admin/magazines/remove', { req_id: magazine.reqId })).toEqual({ response: true });
    expect(await publicList()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: shownEn.file })).statusCode).toBe(404);
    expect((await asEditor('/admin/magazines/remove', { req_id: magazine.reqId })).error).toBe('NFD001');

    const audit = await auditOf('magazine.edit');
    expect(audit[0]).toMatchObject({
      actor: 'Eva Editor',
      before: { namePt: 'Indústria em Foco — Março' },
      after: { namePt: 'Indústria em Foco — Abril' },
    });
    expect(await auditOf('magazine.remove')).toHaveLength(1);
  });
});

describe('terms of use and privacy policy', () => {
  const publicTerms = async (headers: SessionHeaders) =>
    (await api(t, 'GET', '/data/info/terms/termOfUse', headers)).body;

  it('refuses a text missing a language, naming it', async () => {
    const body = await asEditor('/admin/terms/publish', { name: 'termOfUse', text_pt: '# Termos' });
    expect(body).toMatchObject({ response: false, error: 'VAL001', fields: { text_en: 'Required field!' } });
    expect(
      (await asEditor('/admin/terms/publish', { name: 'cookies', text_pt: 'a', text_en: 'b' })).fields,
    ).toHaveProperty('name');
  });

  it('keeps every version with its date, serves the current one and keeps consent fingerprints true', async () => {
    expect((await publicTerms(visitorEn)).error).toBe('NFD001');
    const first = await asEditor('/admin/terms/publish', {
      name: 'termOfUse',
      text_pt: '# Termos de uso\n\nVersão 1',
      text_en: '# Terms of use\n\nVersion 1',
    });
    expect(first.response, JSON.stringify(first)).toBe(true);
    expect(await publicTerms(visitorEn)).toEqual({
      response: true,
      terms: '# Terms of use\n\nVersion 1',
      publishedAt: expect.any(String),
    });
    const v1 = (await currentVersions(t.db.db))['terms-of-use'];

    const second = await asEditor('/admin/terms/publish', {
      name: 'termOfUse',
      text_pt: '# Termos de uso\n\nVersão 2',
      text_en: '# Terms of use\n\nVersion 2',
    });
    const versions = second.data as TermsVersion[];
    expect(versions.map((v) => v.textEn)).toEqual([
      '# Terms of use\n\nVersion 2',
      '# Terms of use\n\nVersion 1',
    ]);
    expect(versions.every((v) => !Number.isNaN(Date.parse(v.publishedAt)))).toBe(true);
    // The public call answers as before, with the new text in each language and, added, the date the
    // current version was published.
    expect(await publicTerms(visitorPt)).toEqual({
      response: true,
      terms: '# Termos de uso\n\nVersão 2',
      publishedAt: new Date(versions[0].publishedAt).toISOString(),
    });
    // Consents name the fingerprint of what is published; older fingerprints stay findable.
    const now = await currentVersions(t.db.db);
    expect(now['terms-of-use']).toBe(versions[0].version);
    expect(versions[1].version).toBe(v1);
    expect(now['terms-of-use']).not.toBe(v1);
    // The other text is untouched.
    expect(
      ((await asEditor('/admin/terms/versions', { name: 'privacyPolicy' })).data as unknown[]).length,
    ).toBe(0);

    const again = await asEditor('/admin/terms/publish', {
      name: 'termOfUse',
      text_pt: '# Termos de uso\n\nVersão 2',
      text_en: '# Terms of use\n\nVersion 2',
    });
    expect(again).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { text_pt: expect.any(String) },
    });
    const audit = await auditOf('terms.publish');
    expect(audit[0]).toMatchObject({
      target: 'termOfUse',
      before: { version: v1 },
      after: { version: versions[0].version },
    });
  });
});

describe('categories', () => {
  let s: QuoteScenario;
  beforeAll(async () => {
    s = await quoteScenario(t);
  });
  const categories = async () => (await asEditor('/admin/categories/list')).data as AdminCategory[];
  const listInfo = async (headers = visitorEn) =>
    (
      (await api(t, 'GET', '/companies/list_info', headers)).body as unknown as {
        categories: { id: number; name: string }[];
      }
    ).categories;

  it('adds a category with both names, refusing a missing language or a name already taken', async () => {
    const missing = await asEditor('/admin/categories/add', { name_pt: 'Fundição' });
    expect(missing).toMatchObject({ error: 'VAL001', fields: { name_en: 'Required field!' } });
    const added = await asEditor('/admin/categories/add', { name_pt: 'Fundição', name_en: 'Casting' });
    expect(added.data).toMatchObject({
      slug: 'fundicao',
      namePt: 'Fundição',
      nameEn: 'Casting',
      companies: 0,
      quotes: 0,
    });
    const taken = await asEditor('/admin/categories/add', { name_pt: 'FUNDICAO', name_en: 'Foundry' });
    expect(taken).toMatchObject({
      error: 'VAL001',
      fields: { name_pt: 'Another category already has this name.' },
    });
    expect((await api(t, 'GET', '/categories/list_full', visitorEn)).body.data).toContainEqual({
      id: (added.data as AdminCategory).id,
      name: 'Casting',
    });
  });

  it('renames in both languages: the public lists and the company search follow at once', async () => {
    expect((await listInfo()).find((c) => c.id === s.category)?.name).toBe('Machining');
    const renamed = await asEditor('/admin/categories/rename', {
      id: s.category,
      name_pt: 'Usinagem CNC',
      name_en: 'CNC machining',
    });
    expect(renamed.response, JSON.stringify(renamed)).toBe(true);
    expect((await listInfo()).find((c) => c.id === s.category)?.name).toBe('CNC machining');
    expect((await listInfo(visitorPt)).find((c) => c.id === s.category)?.name).toBe('Usinagem CNC');
    const found = await api(t, 'POST', '/companies/list', visitorEn, { search: 'usinagem', page: 1 });
    expect((found.body as unknown as { total: number }).total).toBe(3);
    // Only the company's own categories are in its search text.
    const other = await api(t, 'POST', '/companies/list', visitorEn, { search: 'casting', page: 1 });
    expect((other.body as unknown as { total: number }).total).toBe(0);
    expect(
      (await asEditor('/admin/categories/rename', { id: 999999, name_pt: 'X', name_en: 'Y' })).error,
    ).toBe('NFD001');
  });

  it('refuses to remove a used category with a clear message, removes an unused one', async () => {
    await openQuote(t, s.owner, { category: s.category, companies: [s.first.company.id] });
    const refused = await asEditor('/admin/categories/remove', { id: s.category });
    expect(refused).toMatchObject({ response: false, error: 'PUB001' });
    expect(refused.message).toBe(
      'This category is still in use (companies: 3, quote requests: 1): merge it into another instead of removing it.',
    );
    const unused = await createCategory(t, 'Unused');
    expect(await asEditor('/admin/categories/remove', { id: unused })).toEqual({ response: true });
    expect((await categories()).map((c) => c.id)).not.toContain(unused);
  });

  it('merges two: companies and quotes move to the survivor in one go, the other is gone', async () => {
    const into = await createCategory(t, 'Turning');
    // One company is in both already: it keeps a single link.
    await t.db.db.insert(companyCategories).values({ companyId: s.first.company.id, categoryId: into });
    const merged = await asEditor('/admin/categories/merge', { from: s.category, into });
    expect(merged.response, JSON.stringify(merged)).toBe(true);
    expect(merged.data).toMatchObject({ id: into, companies: 3, quotes: 1 });
    expect((await categories()).map((c) => c.id)).not.toContain(s.category);
    expect((await listInfo()).map((c) => c.id)).toContain(into);
    const search = await api(t, 'POST', '/companies/list', visitorEn, { search: 'usinagem', page: 1 });
    expect((search.body as unknown as { total: number }).total).toBe(0);
    const byCategory = await api(t, 'POST', '/companies/list', visitorEn, { category: into, page: 1 });
    expect((byCategory.body as unknown as { total: number }).total).toBe(3);

    const same = await asEditor('/admin/categories/merge', { from: into, into });
    expect(same).toMatchObject({ error: 'VAL001', fields: { into: expect.any(String) } });
    const audit = await auditOf('category.merge');
    expect(audit[0].after).toMatchObject({ moved: { companies: 2, quotes: 1 } });
  });
});
