import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../shared/limits';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import type { OwnProduct } from '../../../shared/schemas/company-products';
import { companyProducts } from '../../db/schema/company-products';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { pngBase64 } from '../../test/images';
import { field } from '../../test/quote-calls';
import { api, createCategory, createCompanyUser, type TestCompanyUser } from '../../test/quote-fixtures';

// What the profile's products and services form relies on (issue 32 item 1): an optional image per
// item, a new order in one call, and the 50-item limit under a burst of parallel adds.

let t: TestApp;
let category: number;
let owner: TestCompanyUser;
let ownerPt: TestCompanyUser;

const ITEM = { kind: 'product', name_pt: 'Eixo usinado', description_pt: 'Eixos de aço usinados.' };

beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t, 'Shafts');
  owner = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Eixos', lang: 'en' });
  ownerPt = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Eixos Pt', lang: 'pt-BR' });
});
afterAll(() => t.close());

const save = (who: { headers: Record<string, string> }, body: Record<string, unknown>) =>
  api(t, 'POST', '/company/products/save', who.headers, body);
const list = async (who: TestCompanyUser) =>
  field<OwnProduct[]>(await api(t, 'POST', '/company/products/list', who.headers), 'products');
const order = (who: TestCompanyUser, reqIds: (string | undefined)[]) =>
  api(t, 'POST', '/company/products/order', who.headers, { req_ids: reqIds });
const fileStatus = async (url: string | null | undefined) =>
  (await t.app.inject({ method: 'GET', url: url ?? '/files/none' })).statusCode;

describe('a product image', () => {
  it('is stored as a public WebP, kept by a save without one, replaced, removed, and goes with its item', async () => {
    const added = await save(owner, { ...ITEM, image: await pngBase64(900, 600) });
    const product = field<OwnProduct>(added, 'product');
    expect(product.image).toMatch(/^\/files\//);
    expect(await fileStatus(product.image)).toBe(200);
    const visitor = await openSession(t.app, 'en');
    const page = field<CompanyPublic>(
      await api(t, 'POST', '/companies/info', visitor, { req_id: owner.company.reqId }),
      'data',
    );
    expect(page.products?.[0]?.image).toBe(product.image);

    const kept = field<OwnProduct>(
      await save(owner, { ...ITEM, req_id: product.reqId, name_pt: 'Eixo' }),
      'product',
    );
    expect(kept.image).toBe(product.image);
    const replaced = field<OwnProduct>(
      await save(owner, { ...ITEM, req_id: product.reqId, image: await pngBase64(300, 300) }),
      'product',
    );
    expect(replaced.image).not.toBe(product.image);
    expect(await fileStatus(product.image)).toBe(404);
    const cleared = field<OwnProduct>(
      await save(owner, { ...ITEM, req_id: product.reqId, image_remove: true }),
      'product',
    );
    expect(cleared.image).toBeNull();
    expect(await fileStatus(replaced.image)).toBe(404);

    const again = field<OwnProduct>(
      await save(owner, { ...ITEM, image: await pngBase64(200, 200) }),
      'product',
    );
    await api(t, 'POST', '/company/products/delete', owner.headers, { req_id: again.reqId });
    expect(await fileStatus(again.image)).toBe(404);
  });

  it('refuses a file that is not an image naming it in the owner language, and stores nothing', async () => {
    const before = (await list(ownerPt)).length;
    const refused = await save(ownerPt, {
      ...ITEM,
      image: Buffer.from('not an image at all').toString('base64'),
    });
    expect(refused.body).toMatchObject({ response: false });
    expect(refused.body.error === 'FIL001' || refused.body.error === 'VAL001').toBe(true);
    expect(Object.keys((refused.body as { fields?: object }).fields ?? {})).toEqual(['image']);
    expect(await list(ownerPt)).toHaveLength(before);
  });
});

describe('POST /company/products/order', () => {
  it('puts every item where the list says, for the owner and the company page', async () => {
    for (const name of ['B', 'C']) await save(owner, { ...ITEM, name_pt: name });
    const items = await list(owner);
    const reversed = items.map((p) => p.reqId).reverse();
    expect((await order(owner, reversed)).body).toMatchObject({
      response: true,
      message: 'The order was saved.',
    });
    expect((await list(owner)).map((p) => p.reqId)).toEqual(reversed);
    const visitor = await openSession(t.app, 'pt-BR');
    const page = field<CompanyPublic>(
      await api(t, 'POST', '/companies/info', visitor, { req_id: owner.company.reqId }),
      'data',
    );
    expect(page.products?.map((p) => p.reqId)).toEqual(reversed);
  });

  it('refuses a list that leaves one out, repeats one or names another company’s, moving nothing', async () => {
    const mine = (await list(owner)).map((p) => p.reqId);
    await save(ownerPt, ITEM);
    const [theirs] = (await list(ownerPt)).map((p) => p.reqId);
    for (const wrong of [mine.slice(1), [...mine, mine[0]], [...mine.slice(1), theirs]]) {
      const refused = await order(owner, wrong);
      expect(refused.body).toMatchObject({
        response: false,
        error: 'VAL001',
        fields: { req_ids: 'Send every one of your items once, in the new order!' },
      });
    }
    expect((await list(owner)).map((p) => p.reqId)).toEqual(mine);
    expect((await order(ownerPt, [theirs, theirs])).body).toMatchObject({
      fields: { req_ids: 'Envie cada um dos seus itens uma vez, na nova ordem!' },
    });
  });
});

describe('the limit of 50', () => {
  it('holds under a burst of parallel adds', async () => {
    const burst = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Rajada', lang: 'pt-BR' });
    const rows = Array.from({ length: PRODUCTS.perCompany - 2 }, (_, i) => ({
      companyId: burst.company.id,
      kind: 'product' as const,
      namePt: `Peça ${i}`,
      descriptionPt: 'Peça.',
      position: i,
    }));
    await t.db.db.insert(companyProducts).values(rows);
    const answers = await Promise.all(Array.from({ length: 6 }, () => save(burst, ITEM)));
    expect(answers.filter((a) => a.body.response === true)).toHaveLength(2);
    expect(answers.filter((a) => a.body.error === 'PRD001')).toHaveLength(4);
    expect(await list(burst)).toHaveLength(PRODUCTS.perCompany);
  });
});
