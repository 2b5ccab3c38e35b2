import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyCategories } from '../../db/schema/companies';
import { emailConfirmTokens } from '../../db/schema/tokens';
import {
  addCategories,
  companyRow,
  register,
  storedFileCount,
  testImages,
  update,
  validPayload,
} from '../../test/company-fixtures';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';

// The last write of a transaction fails on demand, after the company row, its categories and its
// images were written: everything before it must be rolled back. The failure is the database's own
// (a trigger on the portfolio table raising an error), so no code of ours is replaced.
const failing = {
  async on() {
    await t.db.db.execute(sql`
      create or replace function test_fail_portfolio() returns trigger language plpgsql as $$
      begin raise exception 'simulated database failure'; end $$`);
    await t.db.db.execute(sql`
      create trigger test_fail_portfolio before insert on company_portfolio
      for each row execute function test_fail_portfolio()`);
  },
  async off() {
    await t.db.db.execute(sql`drop trigger if exists test_fail_portfolio on company_portfolio`);
  },
};

let t: TestApp;
let cats: number[];

beforeAll(async () => {
  t = await createTestApp();
  cats = await addCategories(t);
});
afterAll(async () => {
  await failing.off();
  await t.close();
});

const tokenCount = async () => (await t.db.db.select().from(emailConfirmTokens)).length;

describe('a write that fails inside its transaction', () => {
  it('leaves no company, file, category or link behind at registration', async () => {
    const user = await createUser(t);
    const files = await storedFileCount(t);
    const tokens = await tokenCount();
    await failing.on();
    const { status, body } = await register(t, user.headers, await validPayload(cats));
    await failing.off();
    expect(status).toBe(500);
    expect(body).toMatchObject({ response: false, error: 'GEN500' });
    expect(await t.db.db.select().from(companies).where(eq(companies.ownerId, user.id))).toHaveLength(0);
    expect(await storedFileCount(t)).toBe(files);
    expect(await tokenCount()).toBe(tokens);
  });

  it('leaves the company as it was on update, e-mail and logo included', async () => {
    const images = await testImages();
    const user = await createUser(t);
    const payload = await validPayload([cats[0]]);
    const { body: saved } = await register(t, user.headers, payload);
    const id = saved.company?.id ?? 0;
    const before = await companyRow(t, id);
    const files = await storedFileCount(t);
    const tokens = await tokenCount();
    const mails = (await readOutbox(t.outboxDir)).length;

    await failing.on();
    const { body } = await update(t, user.headers, {
      ...payload,
      trade_name: 'Half Saved',
      email: 'changed@example.com',
      categories: [cats[1], cats[2]],
      logo: images.logo2,
      portfolio: [images.photo],
    });
    await failing.off();
    expect(body).toMatchObject({ response: false, error: 'GEN500' });
    expect(await companyRow(t, id)).toEqual(before);
    expect(await storedFileCount(t)).toBe(files);
    expect(await tokenCount()).toBe(tokens);
    expect((await readOutbox(t.outboxDir)).length).toBe(mails);
    const categories = await t.db.db
      .select()
      .from(companyCategories)
      .where(eq(companyCategories.companyId, id));
    expect(categories.map((c) => c.categoryId)).toEqual([cats[0]]);
  });
});
