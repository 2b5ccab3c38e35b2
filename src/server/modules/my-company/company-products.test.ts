import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../shared/limits';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import type { OwnProduct } from '../../../shared/schemas/company-products';
import type { PrivacyExport } from '../../../shared/schemas/privacy';
import { companyProducts } from '../../db/schema/company-products';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { field } from '../../test/quote-calls';
import {
  api,
  companyPageChangedAt,
  createCategory,
  createCompanyUser,
  createCustomer,
  type TestCompanyUser,
  type TestUser,
} from '../../test/quote-fixtures';

let t: TestApp;
let category: number;
/** Reads English. */
let owner: TestCompanyUser;
/** Reads Portuguese; its items are filled up to the limit. */
let full: TestCompanyUser;
let customer: TestUser;

const FLANGE = {
  kind: 'product',
  name_pt: 'Flange de aço inox',
  name_en: 'Stainless steel flange',
  description_pt: 'Flanges forjados de 1/2" a 24".',
  description_en: 'Forged flanges from 1/2" to 24".',
};
const HEAT = {
  kind: 'service',
  name_pt: 'Tratamento térmico',
  description_pt: 'Têmpera e revenimento de aço.',
};

beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t, 'Forging');
  owner = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Forjas', lang: 'en' });
  full = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Cheia', lang: 'pt-BR' });
  customer = await createCustomer(t);
});
afterAll(() => t.close());

const save = (who: { headers: Record<string, string> }, body: Record<string, unknown>) =>
  api(t, 'POST', '/company/products/save', who.headers, body);
const list = async (who: TestCompanyUser) =>
  field<OwnProduct[]>(await api(t, 'POST', '/company/products/list', who.headers), 'products');
async function publicPage(lang: string) {
  const visitor = await openSession(t.app, lang);
  const res = await api(t, 'POST', '/companies/info', visitor, { req_id: owner.company.reqId });
  return field<CompanyPublic>(res, 'data');
}

describe('POST /company/products/save, list, delete', () => {
  it('adds items in order, both languages, with their categories, and moves the page date', async () => {
    const before = await companyPageChangedAt(t, owner.company.id);
    const added = await save(owner, { ...FLANGE, categories: [category, category] });
    expect(added.body).toMatchObject({ response: true, message: 'The item was added to your company page.' });
    expect((await save(owner, HEAT)).body.response).toBe(true);
    expect(await list(owner)).toMatchObject([
      {
        ...{ namePt: FLANGE.name_pt, nameEn: FLANGE.name_en, descriptionEn: FLANGE.description_en },
        categories: [category],
      },
      { kind: 'service', namePt: HEAT.name_pt, nameEn: null, descriptionEn: null, categories: [] },
    ]);
    expect(await companyPageChangedAt(t, owner.company.id)).toBeGreaterThan(before);
  });

  it('shows the English text to an English reader where there is one, else the Portuguese marked pt-BR', async () => {
    const en = await publicPage('en');
    expect(en.products).toEqual([
      expect.objectContaining({ name: FLANGE.name_en, description: FLANGE.description_en, lang: 'en' }),
      expect.objectContaining({ name: HEAT.name_pt, kind: 'service', lang: 'pt-BR', categories: [] }),
    ]);
    expect(en.products?.[0]?.categories).toEqual([{ id: category, name: 'Forging' }]);
    const pt = await publicPage('pt-BR');
    expect(pt.products?.map((p) => [p.name, p.lang])).toEqual([
      [FLANGE.name_pt, 'pt-BR'],
      [HEAT.name_pt, 'pt-BR'],
    ]);
  });

  it('rewrites an item by its reqId and removes one; another owner cannot, a customer has no company, a visitor needs a login', async () => {
    const [flange] = await list(owner);
    const edited = await save(owner, {
      ...FLANGE,
      req_id: flange?.reqId,
      name_en: 'Flanges',
      description_en: 'Forged.',
    });
    expect(edited.body).toMatchObject({
      response: true,
      product: { nameEn: 'Flanges', reqId: flange?.reqId },
    });
    const other = await createCompanyUser(t, { categoryIds: [category] });
    expect((await save(other, { ...FLANGE, req_id: flange?.reqId })).body).toMatchObject({ error: 'NFD001' });
    const otherDelete = await api(t, 'POST', '/company/products/delete', other.headers, {
      req_id: flange?.reqId,
    });
    expect(otherDelete.body).toMatchObject({ response: false, error: 'NFD001' });
    for (const path of ['list', 'save', 'delete']) {
      const body = path === 'save' ? FLANGE : { req_id: flange?.reqId };
      const asCustomer = await api(t, 'POST', `/company/products/${path}`, customer.headers, body);
      expect(asCustomer.body, path).toMatchObject({ response: false, error: 'CMP003' });
      const asVisitor = await api(t, 'POST', `/company/products/${path}`, await openSession(t.app), body);
      expect(asVisitor.body, path).toMatchObject({ response: false, error: 'SES006' });
    }
    expect((await list(owner)).map((p) => p.nameEn)).toEqual(['Flanges', null]);
    const removed = await api(t, 'POST', '/company/products/delete', owner.headers, {
      req_id: flange?.reqId,
    });
    expect(removed.body).toMatchObject({
      response: true,
      message: 'The item was removed from your company page.',
    });
    expect((await list(owner)).map((p) => p.namePt)).toEqual([HEAT.name_pt]);
  });

  it('takes the 50th item and refuses the 51st, in the owner language', async () => {
    const rows = Array.from({ length: PRODUCTS.perCompany - 1 }, (_, i) => ({
      companyId: full.company.id,
      kind: 'product' as const,
      namePt: `Peça ${i}`,
      descriptionPt: 'Peça usinada.',
      position: i,
    }));
    await t.db.db.insert(companyProducts).values(rows);
    expect((await save(full, HEAT)).body).toMatchObject({
      response: true,
      message: 'O item foi incluído na página da sua empresa.',
    });
    expect((await save(full, HEAT)).body).toMatchObject({
      response: false,
      error: 'PRD001',
      message: 'Sua empresa já tem 50 produtos e serviços: remova um para incluir outro.',
    });
    expect((await save(owner, HEAT)).body.response).toBe(true);
    expect(await list(full)).toHaveLength(PRODUCTS.perCompany);
  });
});

describe('validation', () => {
  it('names each refused field in the caller language and stores nothing', async () => {
    const before = (await list(owner)).length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...HEAT, name_pt: ' ' }, 'name_pt', /Name \(Portuguese\)/],
      [{ ...HEAT, description_pt: 'x'.repeat(501) }, 'description_pt', /Description \(Portuguese\)/],
      [{ ...HEAT, kind: 'machine' }, 'kind', /Type/],
      [{ ...HEAT, name_en: 'Heat treatment' }, 'description_en', /English/],
      [{ ...HEAT, categories: [999999] }, 'categories', /categories/],
    ];
    for (const [body, name, text] of cases) {
      const res = await save(owner, body);
      expect(res.body, name).toMatchObject({
        response: false,
        error: 'VAL001',
        fields: { [name]: expect.any(String) },
      });
      expect(res.body.message, name).toMatch(text);
    }
    const pt = await save(full, { ...FLANGE, name_pt: '' });
    expect(pt.body.message).toMatch(/Nome \(português\)/);
    expect(await list(owner)).toHaveLength(before);
  });

  it('answers NUL, a control character and a lone surrogate in every text field with VAL001', async () => {
    for (const name of ['name_pt', 'name_en', 'description_pt', 'description_en']) {
      for (const bad of ['Aço\u0000inox', 'Pe\ud800as', 'a\u001bb']) {
        const res = await save(owner, { ...FLANGE, [name]: bad });
        expect(res.status, name).toBe(200);
        expect(res.body, name).toMatchObject({ error: 'VAL001', fields: { [name]: expect.any(String) } });
      }
    }
  });
});

describe('LGPD export', () => {
  it("lists the company's items in both languages", async () => {
    const res = await api(t, 'GET', '/privacy/export', owner.headers);
    const data = field<PrivacyExport>(res, 'data');
    expect(data.products?.map((p) => [p.kind, p.namePt, p.nameEn])).toEqual([
      ['service', HEAT.name_pt, null],
      ['service', HEAT.name_pt, null],
    ]);
    const none = field<PrivacyExport>(await api(t, 'GET', '/privacy/export', customer.headers), 'data');
    expect(none.products).toEqual([]);
  });
});
