import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import { CERTIFICATIONS, type OwnCertification } from '../../../shared/schemas/company-certifications';
import type { PrivacyExport } from '../../../shared/schemas/privacy';
import { companyCertifications } from '../../db/schema/company-certifications';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { field } from '../../test/quote-calls';
import {
  api,
  companyPageChangedAt,
  createCategory,
  createCompanyUser,
  createCustomer,
  PDF,
  PDF_BYTES,
  PNG,
  pdfOfSize,
  type TestCompanyUser,
  type TestUser,
} from '../../test/quote-fixtures';

let t: TestApp;
/** Reads English. */
let owner: TestCompanyUser;
/** Reads Portuguese; filled up to the limit. */
let full: TestCompanyUser;
let customer: TestUser;

const today = saoPauloDay();
const ISO = {
  standard: 'iso9001',
  number: 'BR-0042',
  certification_body: 'Bureau Veritas',
  scope: 'Usinagem de precisão',
  valid_until: addDays(today, 365),
};

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t, 'Machining');
  owner = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Certa', lang: 'en' });
  full = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Cheia', lang: 'pt-BR' });
  customer = await createCustomer(t);
});
afterAll(() => t.close());

const save = (who: { headers: Record<string, string> }, body: Record<string, unknown>) =>
  api(t, 'POST', '/company/certifications/save', who.headers, body);
const list = async (who: TestCompanyUser) =>
  field<OwnCertification[]>(
    await api(t, 'POST', '/company/certifications/list', who.headers),
    'certifications',
  );
async function publicPage(lang: string) {
  const visitor = await openSession(t.app, lang);
  return field<CompanyPublic>(
    await api(t, 'POST', '/companies/info', visitor, { req_id: owner.company.reqId }),
    'data',
  );
}

describe('POST /company/certifications/save, list, delete', () => {
  it('adds a certificate with its PDF, served publicly, and moves the page date', async () => {
    const before = await companyPageChangedAt(t, owner.company.id);
    const added = await save(owner, { ...ISO, pdf: PDF });
    expect(added.body).toMatchObject({
      response: true,
      message: 'The certification was added to your company page.',
      certification: { standard: 'iso9001', number: 'BR-0042', expired: false, checked: false },
    });
    const pdf = (added.body.certification as OwnCertification).pdf;
    expect(pdf).toMatch(/^\/files\//);
    const served = await t.app.inject({ method: 'GET', url: pdf ?? '' });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(await companyPageChangedAt(t, owner.company.id)).toBeGreaterThan(before);
  });

  it('takes another standard typed and a past day, which shows as expired after the valid ones', async () => {
    const other = await save(owner, {
      standard: 'other',
      standard_other: 'PBQP-H',
      number: 'P-1',
      certification_body: 'ABNT',
      valid_until: addDays(today, -1),
    });
    expect(other.body).toMatchObject({ response: true, certification: { expired: true, scope: null } });
    const lastDay = await save(owner, { ...ISO, standard: 'iso14001', number: 'E-1', valid_until: today });
    expect(lastDay.body).toMatchObject({ certification: { expired: false } });
    const page = await publicPage('en');
    expect(page.certifications?.map((c) => [c.name, c.expired])).toEqual([
      ['ISO 9001', false],
      ['ISO 14001', false],
      ['PBQP-H', true],
    ]);
  });

  it('rewrites one by its reqId (the PDF kept unless removed); another owner cannot; a customer has no company; a visitor needs a login', async () => {
    const [first] = await list(owner);
    const edited = await save(owner, { ...ISO, req_id: first?.reqId, number: 'BR-0043' });
    expect(edited.body).toMatchObject({
      response: true,
      message: 'The certification was saved.',
      certification: { number: 'BR-0043', pdf: first?.pdf },
    });
    const removedPdf = await save(owner, {
      ...ISO,
      number: 'BR-0043',
      req_id: first?.reqId,
      pdf_remove: true,
    });
    expect(removedPdf.body).toMatchObject({ certification: { pdf: null } });
    expect((await t.app.inject({ method: 'GET', url: first?.pdf ?? '' })).statusCode).toBe(404);

    const other = await createCompanyUser(t, { categoryIds: [] });
    expect((await save(other, { ...ISO, req_id: first?.reqId })).body).toMatchObject({ error: 'NFD001' });
    const otherDelete = await api(t, 'POST', '/company/certifications/delete', other.headers, {
      req_id: first?.reqId,
    });
    expect(otherDelete.body).toMatchObject({ response: false, error: 'NFD001' });
    for (const path of ['list', 'save', 'delete']) {
      const body = path === 'save' ? ISO : { req_id: first?.reqId };
      const asCustomer = await api(t, 'POST', `/company/certifications/${path}`, customer.headers, body);
      expect(asCustomer.body, path).toMatchObject({ response: false, error: 'CMP003' });
      const visitor = await openSession(t.app);
      const asVisitor = await api(t, 'POST', `/company/certifications/${path}`, visitor, body);
      expect(asVisitor.body, path).toMatchObject({ response: false, error: 'SES006' });
    }
    expect((await list(owner)).map((c) => c.number)).toContain('BR-0043');
    const removed = await api(t, 'POST', '/company/certifications/delete', owner.headers, {
      req_id: first?.reqId,
    });
    expect(removed.body).toMatchObject({ message: 'The certification was removed from your company page.' });
    expect((await list(owner)).map((c) => c.number)).not.toContain('BR-0043');
  });

  it('holds the limit under a burst: 20 at most, the rest CRT001 in the owner language', async () => {
    const rows = Array.from({ length: CERTIFICATIONS.perCompany - 3 }, (_, i) => ({
      companyId: full.company.id,
      standard: 'iso9001' as const,
      number: `N-${i}`,
      certificationBody: 'SGS',
      validUntil: addDays(today, 30),
    }));
    await t.db.db.insert(companyCertifications).values(rows);
    const answers = await Promise.all(Array.from({ length: 8 }, () => save(full, ISO)));
    expect(answers.filter((a) => a.body.response === true)).toHaveLength(3);
    expect(answers.find((a) => a.body.response === false)?.body).toMatchObject({
      error: 'CRT001',
      message: 'Sua empresa já tem 20 certificações: remova uma para incluir outra.',
    });
    expect(await list(full)).toHaveLength(CERTIFICATIONS.perCompany);
  });
});

describe('validation', () => {
  it('names each refused field and stores nothing', async () => {
    const before = (await list(owner)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ISO, standard: 'iso9999' }, 'standard'],
      [{ ...ISO, standard: 'other' }, 'standard_other'],
      [{ ...ISO, number: ' ' }, 'number'],
      [{ ...ISO, certification_body: 'x'.repeat(CERTIFICATIONS.issuer + 1) }, 'certification_body'],
      [{ ...ISO, scope: 'x'.repeat(CERTIFICATIONS.scope + 1) }, 'scope'],
      [{ ...ISO, valid_until: '2026-02-30' }, 'valid_until'],
      [{ ...ISO, valid_until: '31/12/2027' }, 'valid_until'],
      [{ ...ISO, valid_until: undefined }, 'valid_until'],
      [{ ...ISO, pdf: PNG }, 'pdf'],
      [{ ...ISO, pdf: pdfOfSize(CERTIFICATIONS.pdfBytes + 1) }, 'pdf'],
    ];
    for (const [body, name] of cases) {
      const res = await save(owner, body);
      expect(res.body, name).toMatchObject({
        response: false,
        error: 'VAL001',
        fields: { [name]: expect.any(String) },
      });
    }
    expect(await list(owner)).toHaveLength(before);
  });

  it('answers NUL, a control character and a lone surrogate in every text field with VAL001', async () => {
    for (const name of ['standard_other', 'number', 'certification_body', 'scope', 'valid_until']) {
      for (const bad of ['ISO\u00009001', 'Bure\ud800au', 'a\u001bb']) {
        const body = { ...ISO, standard: name === 'standard_other' ? 'other' : 'iso9001', [name]: bad };
        const res = await save(owner, body);
        expect(res.status, name).toBe(200);
        expect(res.body, name).toMatchObject({ error: 'VAL001', fields: { [name]: expect.any(String) } });
      }
    }
  });

  it('keeps odd but valid text as written (accents, emoji, right-to-left, combining marks)', async () => {
    const scope = 'Usinagem 🛠️ de peças — שלום e\u0301 “aspas”';
    const res = await save(owner, { ...ISO, standard: 'other', standard_other: 'Selo Ñandú ✓', scope });
    expect(res.body).toMatchObject({
      response: true,
      certification: { standardOther: 'Selo Ñandú ✓', scope },
    });
    const page = await publicPage('pt-BR');
    expect(page.certifications?.map((c) => c.name)).toContain('Selo Ñandú ✓');
  });
});

describe('LGPD export', () => {
  it("lists the company's certificates; a customer's export has none", async () => {
    const data = field<PrivacyExport>(await api(t, 'GET', '/privacy/export', owner.headers), 'data');
    expect(data.certifications?.map((c) => c.number).sort()).toEqual(
      (await list(owner)).map((c) => c.number).sort(),
    );
    expect(data.certifications?.[0]).toMatchObject({
      createdAt: expect.any(String),
      expired: expect.any(Boolean),
    });
    const none = field<PrivacyExport>(await api(t, 'GET', '/privacy/export', customer.headers), 'data');
    expect(none.certifications).toEqual([]);
  });
});
