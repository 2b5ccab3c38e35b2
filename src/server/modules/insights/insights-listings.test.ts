import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import type { ListingInsights } from '../../../shared/schemas/listing-insights';
import {
  createTestApp,
  openSession,
  readOutbox,
  type SessionHeaders,
  type TestApp,
} from '../../test/harness';
import {
  api,
  createCategory,
  createCompanyUser,
  createCustomer,
  type TestCompanyUser,
} from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';
import { dailyInsightsPass } from './insights-jobs';

/* Issue 35 item 4: the association's view of its listings, the reminders, and who may use them. */

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let customer: Pick<TestUser, 'headers'>;
let visitor: SessionHeaders;
let idleEn: TestCompanyUser;
let idlePt: TestCompanyUser;
let seen: TestCompanyUser;
let fresh: TestCompanyUser;
let categoryA: number;

const today = saoPauloDay();

async function setCompany(id: number, set: { daysAgo?: number; about?: string; emailValid?: boolean }) {
  if (set.daysAgo !== undefined)
    await t.db.db.execute(
      sql`update companies set created_at = now() - make_interval(days => ${set.daysAgo}) where id = ${id}`,
    );
  if (set.about !== undefined)
    await t.db.db.execute(sql`update companies set about = ${set.about} where id = ${id}`);
  if (set.emailValid !== undefined)
    await t.db.db.execute(sql`update companies set email_valid = ${set.emailValid} where id = ${id}`);
}

async function count(id: number, day: string, views: number, appearances = 0) {
  await t.db.db.execute(sql`insert into company_daily_counts (company_id, day, views, appearances, website_clicks)
    values (${id}, ${day}::date, ${views}, ${appearances}, 1)`);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin']);
  editor = await createStaff(t, ['editor']);
  customer = await createCustomer(t);
  visitor = await openSession(t.app);
  categoryA = await createCategory(t, 'Forjaria');
  const categoryB = await createCategory(t, 'Usinagem');
  idleEn = await createCompanyUser(t, { categoryIds: [categoryA], tradeName: 'Idle Forge', lang: 'en' });
  idlePt = await createCompanyUser(t, { categoryIds: [categoryB], tradeName: 'Forja Parada', lang: 'pt-BR' });
  seen = await createCompanyUser(t, { categoryIds: [categoryA], tradeName: 'Seen Works' });
  fresh = await createCompanyUser(t, { categoryIds: [categoryB], tradeName: 'Fresh Start' });
  await setCompany(idleEn.company.id, { daysAgo: 200 });
  await setCompany(idlePt.company.id, { daysAgo: 45, emailValid: false });
  await setCompany(seen.company.id, {
    daysAgo: 300,
    about: 'We forge and machine steel parts for the automotive and agricultural industries since 1978.',
  });
  await setCompany(fresh.company.id, { daysAgo: 5 });
  // Seen: a view 10 days ago and one 40 days ago; Idle Forge: only views 120 days ago.
  await count(seen.company.id, addDays(today, -10), 7, 20);
  await count(seen.company.id, addDays(today, -40), 3, 5);
  await count(idleEn.company.id, addDays(today, -120), 9);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const insights = (headers: SessionHeaders) => api(t, 'POST', '/admin/listings/insights', headers);
const remind = (headers: SessionHeaders, kind: string) =>
  api(t, 'POST', '/admin/listings/remind', headers, { kind });

describe('POST /admin/listings/insights', () => {
  it('answers the catalogue’s 30 days beside the 30 before, per category, in the caller’s language', async () => {
    const res = await insights(admin.headers);
    expect(res.body.response).toBe(true);
    const data = res.body.data as ListingInsights;
    expect(data.companies).toBe(4);
    expect(data.days.current).toMatchObject({ views: 7, appearances: 20, clicks: 1 });
    expect(data.days.previous).toMatchObject({ views: 3, appearances: 5, clicks: 1 });
    const forjaria = data.categories.find((c) => c.id === categoryA);
    expect(forjaria).toMatchObject({ name: 'Forjaria', companies: 2, views: 7, appearances: 20, clicks: 1 });
    expect(data.categories[0]?.id).toBe(categoryA);
  });

  it('lists the listings without a view in 90 days once listed 30 days, and the incomplete profiles with what they lack', async () => {
    const data = (await insights(admin.headers)).body.data as ListingInsights;
    expect(data.idle.rows.map((r) => r.tradeName)).toEqual(['Idle Forge', 'Forja Parada']);
    expect(data.idle.total).toBe(2);
    const missing = Object.fromEntries(data.incomplete.rows.map((r) => [r.tradeName, r.missing]));
    expect(missing).toEqual({
      'Seen Works': ['logo', 'products'],
      'Idle Forge': ['logo', 'about', 'products'],
      'Forja Parada': ['logo', 'about', 'products', 'email'],
      'Fresh Start': ['logo', 'about', 'products'],
    });
    expect(data.incomplete.rows.every((r) => r.remindedAt === null)).toBe(true);
  });

  it('refuses a visitor, a customer, a company owner and an editor', async () => {
    for (const [headers, error] of [
      [visitor, 'SES006'],
      [customer.headers, 'STF001'],
      [seen.headers, 'STF001'],
      [editor.headers, 'STF001'],
    ] as const) {
      expect((await insights(headers)).body).toMatchObject({ response: false, error });
      expect((await remind(headers, 'idle')).body).toMatchObject({ response: false, error });
    }
    expect((await readOutbox(t.outboxDir)).filter((m) => /catalogue|catálogo/.test(m.subject))).toEqual([]);
  });
});

describe('POST /admin/listings/remind', () => {
  it('e-mails each idle listing’s owner once, in their language, and audits it', async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    const res = await remind(admin.headers, 'idle');
    expect(res.body).toMatchObject({
      response: true,
      sent: 2,
      skipped: 0,
      message: 'Reminders sent to 2 companies.',
    });
    const mails = (await readOutbox(t.outboxDir)).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([idleEn.email, idlePt.email].sort());
    const en = mails.find((m) => m.to === idleEn.email);
    expect(en?.subject).toBe('Idle Forge: buyers are not opening your page');
    expect(en?.text).toContain('Nobody opened Idle Forge’s page in the catalogue in the last 90 days');
    const pt = mails.find((m) => m.to === idlePt.email);
    expect(pt?.subject).toBe('Forja Parada: os compradores não estão abrindo a sua página');

    const again = await remind({ ...admin.headers, 'app-language': 'pt-BR' }, 'idle');
    expect(again.body).toMatchObject({ response: true, sent: 0, skipped: 2 });
    expect(again.body.message).toBe(
      'Nenhum lembrete enviado: cada uma destas empresas já recebeu um no último mês.',
    );
    expect((await readOutbox(t.outboxDir)).length).toBe(before + 2);

    const audit = await api(t, 'POST', '/admin/audit/list', admin.headers, { action: 'listings.remindIdle' });
    expect((audit.body.data as { target: string }[]).map((e) => e.target)).toEqual(['2']);
    const shown = (await insights(admin.headers)).body.data as ListingInsights;
    expect(shown.idle.rows.every((r) => r.remindedAt !== null)).toBe(true);
  });

  it('names what an incomplete profile lacks, and reminds each company once under a parallel burst', async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => remind(admin.headers, 'incomplete')));
    expect(answers.every((a) => a.body.response === true)).toBe(true);
    // The two idle listings were reminded a moment ago: only the other two are e-mailed, once.
    expect(answers.reduce((sum, a) => sum + (a.body.sent as number), 0)).toBe(2);
    const mails = (await readOutbox(t.outboxDir)).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([seen.email, fresh.email].sort());
    const seenMail = mails.find((m) => m.to === seen.email);
    expect(seenMail?.text).toContain('your logo;');
    expect(seenMail?.text).toContain('your products and services;');
    expect(seenMail?.text).not.toContain('a description of what you do');
  });

  it('refuses a kind it does not know, naming the field', async () => {
    const res = await remind(admin.headers, 'everyone');
    expect(res.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys((res.body.fields as Record<string, string>) ?? {})).toEqual(['kind']);
  });
});

describe('the sums of past days, stored once a day (migration 0101)', () => {
  const viewsOf = async () =>
    ((await insights(admin.headers)).body.data as ListingInsights).days.current.views;

  it('adds today’s counts at once, past days’ from the daily pass; an idle listing viewed today leaves its list', async () => {
    const before = await viewsOf();
    await count(seen.company.id, today, 5, 1);
    expect(await viewsOf()).toBe(before + 5);
    // A past day written after the day's sums were stored (the daily pass sets past quote columns).
    await count(fresh.company.id, addDays(today, -3), 4);
    expect(await viewsOf()).toBe(before + 5);
    await dailyInsightsPass(t.db.db);
    expect(await viewsOf()).toBe(before + 9);
    const live = await t.db.db.execute<{ views: number }>(sql`select sum(views)::int as views
      from company_daily_counts where day >= ${addDays(today, -29)}::date`);
    expect(live.rows[0]?.views).toBe(before + 9);

    await count(idleEn.company.id, today, 1);
    const data = (await insights(admin.headers)).body.data as ListingInsights;
    expect(data.idle.rows.map((r) => r.tradeName)).toEqual(['Forja Parada']);
    expect(data.days.previous.views).toBe(3);
  });
});
