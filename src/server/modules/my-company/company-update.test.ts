import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCategories, companyPortfolio } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import {
  addCategories,
  companyRow,
  register,
  storedFileCount,
  testImages,
  update,
  validPayload,
} from '../../test/company-fixtures';
import { call, createTestApp, type SessionHeaders, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';

let t: TestApp;
let cats: number[];

beforeAll(async () => {
  t = await createTestApp();
  cats = await addCategories(t);
});
afterAll(async () => {
  await t.close();
});

/** A user with a registered company; `payload` is what an update resends unchanged. */
async function owner(portfolio: string[] = []) {
  const user = await createUser(t);
  const payload = await validPayload([cats[0]], { portfolio });
  const { body } = await register(t, user.headers, payload);
  expect(body.response).toBe(true);
  const { logo: _logo, terms: _terms, ...fields } = payload;
  return {
    ...user,
    companyId: body.company?.id ?? 0,
    fields: { ...fields, logo: null, cover: null, portfolio: null },
  };
}

const portfolioOf = (companyId: number) =>
  t.db.db
    .select({
      reqId: companyPortfolio.reqId,
      fileId: companyPortfolio.fileId,
      position: companyPortfolio.position,
    })
    .from(companyPortfolio)
    .where(eq(companyPortfolio.companyId, companyId))
    .orderBy(companyPortfolio.position);

const fileExists = async (id: number | null) =>
  id !== null && (await t.db.db.select().from(storedFiles).where(eq(storedFiles.id, id))).length === 1;

const removePortfolio = (headers: SessionHeaders, reqId: string) =>
  call(t.app, {
    method: 'DELETE',
    url: '/app/company/remove_portfolio',
    headers,
    payload: { req_id: reqId },
  });

describe('PUT /company/update', () => {
  it('saves fields and categories, keeps stored images and adds portfolio ones', async () => {
    const images = await testImages();
    const me = await owner([images.photo]);
    const before = await companyRow(t, me.companyId);
    const kept = await portfolioOf(me.companyId);
    const { body } = await update(t, me.headers, {
      ...me.fields,
      trade_name: 'Nova Usinagem',
      quotes: 'n',
      categories: [cats[1], cats[2]],
      portfolio: [images.photo, images.photo],
    });
    expect(body).toMatchObject({
      response: true,
      message: 'Company data saved!',
      company: { name: 'Nova Usinagem' },
    });
    const after = await companyRow(t, me.companyId);
    expect(after).toMatchObject({ tradeName: 'Nova Usinagem', acceptsQuotes: false });
    expect(after.logoFileId).toBe(before.logoFileId);
    expect(after.coverFileId).toBe(before.coverFileId);
    expect(after.searchText).toContain('nova usinagem');
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    const portfolio = await portfolioOf(me.companyId);
    expect(portfolio).toHaveLength(3);
    expect(portfolio[0].reqId).toBe(kept[0].reqId);
    expect(portfolio.map((p) => p.position)).toEqual([0, 1, 2]);
    const categories = await t.db.db
      .select({ id: companyCategories.categoryId })
      .from(companyCategories)
      .where(eq(companyCategories.companyId, me.companyId));
    expect(categories.map((c) => c.id).sort()).toEqual([cats[1], cats[2]].sort());
  });

  it('replaces the logo and cover and deletes the old files', async () => {
    const images = await testImages();
    const me = await owner();
    const before = await companyRow(t, me.companyId);
    const { body } = await update(t, me.headers, { ...me.fields, logo: images.logo2, cover: images.cover });
    expect(body.response).toBe(true);
    const after = await companyRow(t, me.companyId);
    expect(after.logoFileId).not.toBe(before.logoFileId);
    expect(after.coverFileId).not.toBe(before.coverFileId);
    expect(await fileExists(after.logoFileId)).toBe(true);
    expect(await fileExists(before.logoFileId)).toBe(false);
    expect(await fileExists(before.coverFileId)).toBe(false);
  });

  it('refuses a 13th portfolio image, naming it, and stores nothing', async () => {
    const images = await testImages();
    const me = await owner(Array(12).fill(images.photo));
    const filesBefore = await storedFileCount(t);
    const { body } = await update(t, me.headers, {
      ...me.fields,
      trade_name: 'Changed',
      portfolio: [images.photo],
    });
    expect(body).toMatchObject({
      response: false,
      error: 'FIL001',
      message: 'Portfolio image 1: the portfolio holds at most 12 images and 12 are already stored!',
    });
    expect(body.fields).toHaveProperty(['portfolio.0']);
    expect(await storedFileCount(t)).toBe(filesBefore);
    expect((await companyRow(t, me.companyId)).tradeName).toBe('Metalúrgica Exemplo');

    // Room made by removing one image takes exactly one more.
    const [first] = await portfolioOf(me.companyId);
    expect((await removePortfolio(me.headers, first.reqId)).body).toEqual({ response: true });
    expect(await fileExists(first.fileId)).toBe(false);
    const two = await update(t, me.headers, { ...me.fields, portfolio: [images.photo, images.photo] });
    expect(two.body.message).toMatch(/^Portfolio image 2: /);
    expect((await update(t, me.headers, { ...me.fields, portfolio: [images.photo] })).body.response).toBe(
      true,
    );
    expect(await portfolioOf(me.companyId)).toHaveLength(12);
  });

  it('changes nothing when one image fails after the fields and other images passed', async () => {
    const images = await testImages();
    const me = await owner([images.photo]);
    const before = await companyRow(t, me.companyId);
    const filesBefore = await storedFileCount(t);
    const { body } = await update(t, me.headers, {
      ...me.fields,
      trade_name: 'Should Not Stay',
      email: 'other@example.com',
      categories: [cats[2]],
      logo: images.logo2,
      portfolio: [images.photo, images.truncated, images.photo],
    });
    expect(body).toMatchObject({ error: 'FIL001' });
    expect(body.message).toMatch(/^Portfolio image 2: the image could not be read/);
    expect(await companyRow(t, me.companyId)).toEqual(before);
    expect(await storedFileCount(t)).toBe(filesBefore);
    expect(await portfolioOf(me.companyId)).toHaveLength(1);
  });

  it('refuses a CNPJ of another company and answers CMP003 without a company', async () => {
    const a = await owner();
    const b = await owner();
    const taken = await update(t, b.headers, { ...b.fields, cnpj: a.fields.cnpj });
    expect(taken.body).toMatchObject({
      error: 'CMP001',
      fields: { cnpj: 'This CNPJ is already registered.' },
    });
    // Its own CNPJ is no conflict.
    expect((await update(t, b.headers, b.fields)).body.response).toBe(true);

    const nobody = await createUser(t);
    expect((await update(t, nobody.headers, b.fields)).body).toMatchObject({ error: 'CMP003' });
    expect((await removePortfolio(nobody.headers, 'abc')).body).toMatchObject({ error: 'CMP003' });
  });
});

describe('one owner cannot touch another company', () => {
  it('updates only the caller’s company and refuses another company’s portfolio image', async () => {
    const images = await testImages();
    const a = await owner([images.photo]);
    const b = await owner();
    const aBefore = await companyRow(t, a.companyId);
    // B sends A's data (and A's CNPJ would be refused): only B's own row can change.
    const { body } = await update(t, b.headers, { ...b.fields, trade_name: 'Taken Over' });
    expect(body.company?.id).toBe(b.companyId);
    expect(await companyRow(t, a.companyId)).toEqual(aBefore);
    expect((await companyRow(t, b.companyId)).tradeName).toBe('Taken Over');

    const [aImage] = await portfolioOf(a.companyId);
    const stolen = await removePortfolio(b.headers, aImage.reqId);
    expect(stolen.body).toMatchObject({ response: false, error: 'NFD001' });
    expect(await fileExists(aImage.fileId)).toBe(true);
    expect((await removePortfolio(b.headers, 'no-such-image')).body).toMatchObject({ error: 'NFD001' });
    // A logo's reqId is not a portfolio image either.
    const [logo] = await t.db.db
      .select({ reqId: storedFiles.reqId })
      .from(storedFiles)
      .where(eq(storedFiles.id, aBefore.logoFileId ?? 0));
    expect((await removePortfolio(a.headers, logo.reqId)).body).toMatchObject({ error: 'NFD001' });
    expect((await removePortfolio(a.headers, aImage.reqId)).body).toEqual({ response: true });
    expect(await portfolioOf(a.companyId)).toHaveLength(0);
  });
});
