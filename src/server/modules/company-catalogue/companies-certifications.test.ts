import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import type { OwnCertification } from '../../../shared/schemas/company-certifications';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { rowsOf } from '../../test/databases';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { field } from '../../test/quote-calls';
import {
  api,
  createCategory,
  createCompanyUser,
  createCustomer,
  type TestCompanyUser,
} from '../../test/quote-fixtures';
import { auditEntries, createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';
import { refreshCertificationSearch } from '../my-company/admin-certifications-service';

// Certifications in the catalogue (issue 32, migration 0086): the search document holds the valid
// ones, the filter counts the valid ones only, and staff mark a certificate checked.

let t: TestApp;
let plastics: number;
let other: number;
/** Plastic injection and a valid ISO 9001. */
let certified: TestCompanyUser;
/** Plastic injection, no certificate. */
let plain: TestCompanyUser;
/** Plastic injection and an ISO 9001 that expired yesterday. */
let expired: TestCompanyUser;
/** A valid ISO 9001 in another category, no plastic injection. */
let elsewhere: TestCompanyUser;
let admin: TestUser;
let customer: Pick<TestUser, 'headers'>;

const today = saoPauloDay();
const INJECTION = {
  kind: 'service',
  name_pt: 'Injeção de plástico',
  name_en: 'Plastic injection moulding',
  description_pt: 'Peças técnicas em PP e ABS.',
  description_en: 'Technical parts in PP and ABS.',
};
const iso = (valid_until: string) => ({
  standard: 'iso9001',
  number: 'BR-9001',
  certification_body: 'Bureau Veritas',
  scope: 'Moldagem por injeção',
  valid_until,
});

const saveCertificate = async (who: TestCompanyUser, body: Record<string, unknown>) => {
  const res = await api(t, 'POST', '/company/certifications/save', who.headers, body);
  expect(res.body.response).toBe(true);
  return (res.body.certification as OwnCertification).reqId;
};

beforeAll(async () => {
  t = await createTestApp();
  bypassCatalogueCache(t.db.db);
  plastics = await createCategory(t, 'Plásticos');
  other = await createCategory(t, 'Eletrônica');
  certified = await createCompanyUser(t, { categoryIds: [plastics], tradeName: 'Alfa Moldes' });
  plain = await createCompanyUser(t, { categoryIds: [plastics], tradeName: 'Beta Moldes' });
  expired = await createCompanyUser(t, { categoryIds: [plastics], tradeName: 'Gama Moldes' });
  elsewhere = await createCompanyUser(t, { categoryIds: [other], tradeName: 'Delta Circuitos' });
  for (const owner of [certified, plain, expired]) {
    const res = await api(t, 'POST', '/company/products/save', owner.headers, INJECTION);
    expect(res.body.response).toBe(true);
  }
  await saveCertificate(certified, iso(addDays(today, 200)));
  await saveCertificate(expired, iso(addDays(today, -1)));
  await saveCertificate(elsewhere, iso(today));
  // The fixture writes no search_text, which the substring search of a sent order_by reads.
  await t.db.db.execute(
    sql`update companies set search_text = lower(unaccent(trade_name)) where search_text = ''`,
  );
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin' });
  customer = await createCustomer(t);
});
afterAll(() => t.close());

async function found(body: Record<string, unknown>, lang = 'pt-BR'): Promise<string[]> {
  const res = await api(t, 'POST', '/companies/list', await openSession(t.app, lang), { page: 1, ...body });
  expect(res.body.response, JSON.stringify(res.body)).toBe(true);
  return (res.body.data as { reqId: string }[]).map((c) => c.reqId);
}

// Migration 0094 holds the search document with every source (0086's certifications and 0088's terms).
describe('search', () => {
  it('"injeção de plástico ISO 9001" finds the company with the product and a valid ISO 9001 only', async () => {
    expect(await found({ search: 'injeção de plástico ISO 9001' })).toEqual([certified.company.reqId]);
    expect(await found({ search: 'plastic injection iso 9001' }, 'en')).toEqual([certified.company.reqId]);
    expect(await found({ search: 'ISO 9001' })).toEqual(
      expect.arrayContaining([certified.company.reqId, elsewhere.company.reqId]),
    );
    expect(await found({ search: 'ISO 9001' })).not.toContain(expired.company.reqId);
    // The scope and certification body are searchable too (weight C).
    expect(await found({ search: 'Bureau Veritas moldagem' })).toContain(certified.company.reqId);
  });
});

describe('POST /companies/list certification', () => {
  it('lists the companies with a valid certificate of the standard, combinable with category, city, search and orders', async () => {
    const both = [certified.company.reqId, elsewhere.company.reqId].sort();
    expect((await found({ certification: 'iso9001' })).sort()).toEqual(both);
    expect((await found({ certification: 'iso9001', order_by: 'rate', order: 'desc' })).sort()).toEqual(both);
    expect(await found({ certification: 'iso9001', category: plastics })).toEqual([certified.company.reqId]);
    expect(await found({ certification: 'iso9001', search: 'plástico' })).toEqual([certified.company.reqId]);
    expect(await found({ certification: 'iso9001', search: 'moldes', order_by: 'name' })).toEqual([
      certified.company.reqId,
    ]);
    expect(await found({ certification: 'iso9001', city: 9896, category: plastics })).toEqual([
      certified.company.reqId,
    ]);
    const [city] = rowsOf<{ id: number }>(
      await t.db.db.execute(sql`select id from cities where id <> 9896 limit 1`),
    );
    expect(await found({ certification: 'iso9001', city: city?.id })).toEqual([]);
    expect(await found({ certification: 'iso14001' })).toEqual([]);
  });

  it('takes "" as no choice and refuses an unknown standard', async () => {
    expect((await found({ certification: '', category: plastics })).length).toBe(3);
    const res = await api(t, 'POST', '/companies/list', await openSession(t.app), {
      certification: 'iso9999',
    });
    expect(res.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { certification: expect.any(String) },
    });
  });

  it('stops counting a certificate the day after its last day, and the daily job takes it out of the search', async () => {
    // The day passing, as no write tells the trigger: the last day moved back with the trigger off.
    await t.db.db.execute(
      sql`alter table company_certifications disable trigger company_certifications_search`,
    );
    await t.db.db.execute(
      sql`update company_certifications set valid_until = ${addDays(today, -1)} where company_id = ${elsewhere.company.id}`,
    );
    await t.db.db.execute(
      sql`alter table company_certifications enable trigger company_certifications_search`,
    );
    expect(await found({ certification: 'iso9001' })).toEqual([certified.company.reqId]);
    const versions = async () =>
      (
        await t.db.db.execute<{ id: number; xmin: string }>(
          sql`select company_id as id, xmin::text from company_search order by company_id`,
        )
      ).rows;
    const before = await versions();
    // Only the document that changes is written: `expired`'s certificate was never in its document.
    expect(await refreshCertificationSearch(t.db.db)).toBe(1);
    const after = await versions();
    expect(after.filter((row, i) => row.xmin !== before[i]?.xmin).map((row) => row.id)).toEqual([
      elsewhere.company.id,
    ]);
    // The job runs at every start: a second run over the same month writes nothing.
    expect(await refreshCertificationSearch(t.db.db)).toBe(0);
    expect(await versions()).toEqual(after);
    const page = field<CompanyPublic>(
      await api(t, 'POST', '/companies/info', await openSession(t.app), { req_id: elsewhere.company.reqId }),
      'data',
    );
    expect(page.certifications).toMatchObject([{ name: 'ISO 9001', expired: true }]);
  });
});

describe('staff check a certificate', () => {
  const check = (who: { headers: Record<string, string> }, body: Record<string, unknown>) =>
    api(t, 'POST', '/admin/companies/certification_check', who.headers, body);

  it('only staff (admin) list and check; the owner, a customer and a visitor are refused', async () => {
    const [cert] = field<OwnCertification[]>(
      await api(t, 'POST', '/company/certifications/list', certified.headers),
      'certifications',
    );
    const body = { req_id: cert?.reqId, checked: true };
    const editor = await createStaff(t, ['editor']);
    for (const who of [certified, customer, editor]) {
      expect((await check(who, body)).body, 'check').toMatchObject({ response: false, error: 'STF001' });
      const listed = await api(t, 'POST', '/admin/companies/certifications', who.headers, {
        req_id: certified.company.reqId,
      });
      expect(listed.body, 'list').toMatchObject({ response: false, error: 'STF001' });
    }
    expect((await check({ headers: await openSession(t.app) }, body)).body).toMatchObject({
      error: 'SES006',
    });
    expect((await check(admin, { req_id: 'unknown', checked: true })).body).toMatchObject({
      error: 'NFD001',
    });
    const listed = await api(t, 'POST', '/admin/companies/certifications', admin.headers, {
      req_id: 'unknown',
    });
    expect(listed.body).toMatchObject({ error: 'NFD001' });
  });

  it('marks it checked on the page, audited; a change by the owner clears it; taking it away is audited too', async () => {
    const [cert] = field<OwnCertification[]>(
      await api(t, 'POST', '/company/certifications/list', certified.headers),
      'certifications',
    );
    const reqId = cert?.reqId;
    expect((await check(admin, { req_id: reqId, checked: true })).body).toEqual({ response: true });
    const listed = await api(t, 'POST', '/admin/companies/certifications', admin.headers, {
      req_id: certified.company.reqId,
    });
    expect(listed.body).toMatchObject({ certifications: [{ reqId, checked: true, name: 'ISO 9001' }] });
    const page = async () =>
      field<CompanyPublic>(
        await api(t, 'POST', '/companies/info', await openSession(t.app), {
          req_id: certified.company.reqId,
        }),
        'data',
      );
    expect((await page()).certifications).toMatchObject([{ reqId, checked: true }]);
    const [entry] = await auditEntries(t, admin, 'certification.check');
    expect(entry).toMatchObject({ actor: 'Ana Admin', after: { checkedAt: expect.any(String) } });
    expect(entry?.target).toContain('ISO 9001 BR-9001');

    await saveCertificate(certified, { ...iso(addDays(today, 300)), req_id: reqId });
    expect((await page()).certifications).toMatchObject([{ reqId, checked: false }]);
    await check(admin, { req_id: reqId, checked: true });
    expect((await check(admin, { req_id: reqId, checked: false })).body).toEqual({ response: true });
    expect((await page()).certifications).toMatchObject([{ checked: false }]);
    expect(await auditEntries(t, admin, 'certification.uncheck')).toHaveLength(1);
  });
});
