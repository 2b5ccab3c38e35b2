import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPublic, CompanySummary } from '../../../shared/schemas/catalogue-read';
import type { CompanyRead } from '../../../shared/schemas/company-read';
import type { PrivacyExport } from '../../../shared/schemas/privacy';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { companies } from '../../db/schema/companies';
import { addCategories, register, update, validPayload } from '../../test/company-fixtures';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';

/*
 * Issue 32 item 2 (decision 0042): a company's about and short about in English as well as in
 * Portuguese. Optional wire fields added after the spec: left out, a write keeps what is stored.
 */

let t: TestApp;
let cats: number[];
let en: SessionHeaders;
let pt: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  cats = await addCategories(t);
  en = await openSession(t.app, 'en');
  pt = await openSession(t.app, 'pt-BR');
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const ENGLISH = {
  about_en: 'We machine custom parts with five-axis milling since 1990.',
  about_short_en: 'Custom machined parts.',
};

/** An owner whose company was registered with `extra`; `fields` is an update that resends it unchanged. */
async function owner(extra: Record<string, unknown> = {}) {
  const user = await createUser(t);
  const payload = await validPayload([cats[0]], extra);
  const { body } = await register(t, user.headers, payload);
  expect(body.response).toBe(true);
  // What a client of the spec resends: no English fields.
  const {
    logo: _logo,
    terms: _terms,
    about_en: _a,
    about_short_en: _s,
    ...fields
  } = payload as Record<string, unknown>;
  const reqId = body.company?.reqId ?? '';
  return {
    ...user,
    reqId,
    fields: { ...fields, logo: null, cover: null, portfolio: null } as Record<string, unknown>,
  };
}

const englishOf = async (reqId: string) => {
  const [row] = await t.db.db
    .select({ aboutEn: companies.aboutEn, aboutShortEn: companies.aboutShortEn })
    .from(companies)
    .where(eq(companies.reqId, reqId));
  return row;
};
const ownInfo = async (headers: SessionHeaders) =>
  (await call<{ company: CompanyRead }>(t.app, { method: 'GET', url: '/app/company/info', headers })).body
    .company;
const pageOf = async (reqId: string, headers: SessionHeaders) =>
  (
    await call<{ data: CompanyPublic }>(t.app, {
      method: 'POST',
      url: '/app/companies/info',
      headers,
      payload: { req_id: reqId },
    })
  ).body.data;
const listed = async (payload: Record<string, unknown>, headers: SessionHeaders) =>
  (
    await call<{ data: CompanySummary[] }>(t.app, {
      method: 'POST',
      url: '/app/companies/list',
      headers,
      payload,
    })
  ).body.data;

describe('writing the English about texts', () => {
  it('stores both languages at registration and answers them to the owner', async () => {
    const me = await owner(ENGLISH);
    expect(await englishOf(me.reqId)).toEqual({
      aboutEn: ENGLISH.about_en,
      aboutShortEn: ENGLISH.about_short_en,
    });
    expect(await ownInfo(me.headers)).toMatchObject({
      about: 'Fabricamos peças usinadas sob medida.',
      aboutEn: ENGLISH.about_en,
      aboutShortEn: ENGLISH.about_short_en,
    });
  });

  it('keeps them when an update leaves them out (a client of the spec), clears them on blank or null', async () => {
    const me = await owner(ENGLISH);
    const kept = await update(t, me.headers, { ...me.fields, about: 'Novo texto sobre a empresa.' });
    expect(kept.body.response).toBe(true);
    expect(await englishOf(me.reqId)).toEqual({
      aboutEn: ENGLISH.about_en,
      aboutShortEn: ENGLISH.about_short_en,
    });
    const changed = await update(t, me.headers, {
      ...me.fields,
      about_en: '  New text.  ',
      about_short_en: '',
    });
    expect(changed.body.response).toBe(true);
    expect(await englishOf(me.reqId)).toEqual({ aboutEn: 'New text.', aboutShortEn: null });
    await update(t, me.headers, { ...me.fields, about_en: null });
    expect(await englishOf(me.reqId)).toEqual({ aboutEn: null, aboutShortEn: null });
  });

  it('a registration without them stores none', async () => {
    const me = await owner();
    expect(await englishOf(me.reqId)).toEqual({ aboutEn: null, aboutShortEn: null });
    expect(await ownInfo(me.headers)).toMatchObject({ aboutEn: null, aboutShortEn: null });
  });

  it('answers NUL, a control character, a lone surrogate or too long a text with VAL001 naming the field, writing nothing', async () => {
    const me = await owner(ENGLISH);
    const cases: [string, string, RegExp][] = [
      ['about_en', 'Aço\u0000inox', /About the company \(English\)/],
      ['about_short_en', 'Pe\ud800as', /Short description \(English\)/],
      ['about_en', 'linha\u001bcom', /About the company \(English\)/],
      ['about_short_en', 'x'.repeat(251), /Short description \(English\)/],
    ];
    for (const [name, bad, label] of cases) {
      const res = await update(t, { ...me.headers, 'app-language': 'en' }, { ...me.fields, [name]: bad });
      expect(res.status, name).toBe(200);
      expect(res.body, name).toMatchObject({
        response: false,
        error: 'VAL001',
        fields: { [name]: expect.any(String) },
      });
      expect(res.body.message, name).toMatch(label);
    }
    const res = await update(
      t,
      { ...me.headers, 'app-language': 'pt-BR' },
      { ...me.fields, about_en: 'a\u0000b' },
    );
    expect(res.body.message).toMatch(/Sobre a empresa \(inglês\)/);
    expect(await englishOf(me.reqId)).toEqual({
      aboutEn: ENGLISH.about_en,
      aboutShortEn: ENGLISH.about_short_en,
    });
  });
});

describe('saves at once', () => {
  it('a burst of saves from a client of the spec never erases an English text written among them', async () => {
    const me = await owner();
    const writes = [
      ...Array.from({ length: 6 }, (_, i) => update(t, me.headers, { ...me.fields, about: `Texto ${i}.` })),
      update(t, me.headers, { ...me.fields, about_en: 'Written in the burst.' }),
    ];
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => a.body.response)).toBe(true);
    expect((await englishOf(me.reqId)).aboutEn).toBe('Written in the burst.');
    // The search text kept the stored English short about through saves that left it out.
    await update(t, me.headers, { ...me.fields, about_short_en: 'Wooden foundry patterns.' });
    await Promise.all(Array.from({ length: 4 }, () => update(t, me.headers, me.fields)));
    const [row] = await t.db.db
      .select({ searchText: companies.searchText })
      .from(companies)
      .where(eq(companies.reqId, me.reqId));
    expect(row.searchText).toContain('wooden foundry patterns');
  });
});

describe('who may write them', () => {
  it('refuses a visitor without a login and a customer without a company', async () => {
    const me = await owner(ENGLISH);
    const anonymous = await update(t, en, { ...me.fields, about_en: 'Taken over.' });
    expect(anonymous.body).toMatchObject({ response: false, error: 'SES006' });
    const customer = await createUser(t);
    const noCompany = await update(t, customer.headers, { ...me.fields, about_en: 'Taken over.' });
    expect(noCompany.body).toMatchObject({ response: false, error: 'CMP003' });
    expect((await englishOf(me.reqId)).aboutEn).toBe(ENGLISH.about_en);
  });

  it("an owner's update writes only their own company, never another's", async () => {
    const victim = await owner(ENGLISH);
    const other = await owner();
    // The other owner sends the victim's CNPJ and texts: refused (CNPJ taken), nothing written anywhere.
    const res = await update(t, other.headers, {
      ...other.fields,
      cnpj: victim.fields.cnpj,
      about_en: 'Mine.',
    });
    expect(res.body).toMatchObject({ response: false, error: 'CMP001' });
    expect((await englishOf(victim.reqId)).aboutEn).toBe(ENGLISH.about_en);
    expect((await englishOf(other.reqId)).aboutEn).toBeNull();
  });
});

describe('what readers see', () => {
  it('an English reader gets the English texts, a Portuguese reader the Portuguese ones', async () => {
    const me = await owner(ENGLISH);
    expect(await pageOf(me.reqId, en)).toMatchObject({
      about: ENGLISH.about_en,
      aboutLang: 'en',
      aboutShort: ENGLISH.about_short_en,
      aboutShortLang: 'en',
    });
    expect(await pageOf(me.reqId, pt)).toMatchObject({
      about: 'Fabricamos peças usinadas sob medida.',
      aboutLang: 'pt-BR',
      aboutShort: 'Peças sob medida.',
      aboutShortLang: 'pt-BR',
    });
  });

  it('each text without English falls back to Portuguese, marked pt-BR, on the page and the card', async () => {
    const me = await owner({ trade_name: 'Caldeiraria Somente Curta', about_short_en: 'Boilers and tanks.' });
    expect(await pageOf(me.reqId, en)).toMatchObject({
      about: 'Fabricamos peças usinadas sob medida.',
      aboutLang: 'pt-BR',
      aboutShort: 'Boilers and tanks.',
      aboutShortLang: 'en',
    });
    const [card] = await listed({ search: 'caldeiraria somente', order_by: 'name' }, en);
    expect(card).toMatchObject({ aboutShort: 'Boilers and tanks.', aboutShortLang: 'en' });
    const [ptCard] = await listed({ search: 'caldeiraria somente', order_by: 'name' }, pt);
    expect(ptCard).toMatchObject({ aboutShort: 'Peças sob medida.', aboutShortLang: 'pt-BR' });
    const plain = await owner({ trade_name: 'Usinagem Sem Ingles' });
    const [plainCard] = await listed({ search: 'sem ingles', order_by: 'name' }, en);
    expect(plainCard).toMatchObject({ aboutShort: 'Peças sob medida.', aboutShortLang: 'pt-BR' });
    expect((await pageOf(plain.reqId, en)).aboutLang).toBe('pt-BR');
  });

  it('the owner’s data export lists both languages', async () => {
    const me = await owner(ENGLISH);
    const res = await call<{ data: PrivacyExport }>(t.app, {
      method: 'GET',
      url: '/app/privacy/export',
      headers: me.headers,
    });
    expect(res.body.data.company).toMatchObject({
      about: 'Fabricamos peças usinadas sob medida.',
      aboutEn: ENGLISH.about_en,
      aboutShortEn: ENGLISH.about_short_en,
    });
  });
});

describe('searching the English texts', () => {
  it('finds a company by a word only in its English about, with an English query, and says why', async () => {
    const me = await owner({
      trade_name: 'Oficina Zeta',
      about_en: 'Specialists in galvanizing and anodizing of aluminium profiles.',
    });
    const [found] = await listed({ search: 'anodizing' }, en);
    expect(found?.reqId).toBe(me.reqId);
    expect(found?.match).toMatchObject({ source: 'about', lang: 'en' });
    expect(found?.match?.parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['anodizing']);
    // The English stem: a plural finds the singular written.
    expect((await listed({ search: 'aluminium profile' }, en)).map((c) => c.reqId)).toContain(me.reqId);
    // A Portuguese reader is told the English text matched, marked as English.
    const [forPt] = await listed({ search: 'galvanizing' }, pt);
    expect(forPt?.match).toMatchObject({ source: 'about', lang: 'en' });
  });

  it('follows a change of the English short about at once, and a cleared text stops finding it', async () => {
    const me = await owner({ trade_name: 'Oficina Eta' });
    expect(await listed({ search: 'electroplating' }, en)).toEqual([]);
    await update(t, me.headers, { ...me.fields, about_short_en: 'Electroplating shop.' });
    const [found] = await listed({ search: 'electroplating' }, en);
    expect(found?.reqId).toBe(me.reqId);
    expect(found?.match).toMatchObject({ source: 'aboutShort', lang: 'en' });
    // The spec's substring search (an order sent) reads the English short about too.
    expect((await listed({ search: 'electroplat', order_by: 'name' }, en)).map((c) => c.reqId)).toEqual([
      me.reqId,
    ]);
    await update(t, me.headers, { ...me.fields, about_short_en: null });
    expect(await listed({ search: 'electroplating' }, en)).toEqual([]);
    expect(await listed({ search: 'electroplat', order_by: 'name' }, en)).toEqual([]);
  });

  it('tells a valid certificate as why a company matched, and never an expired one', async () => {
    const me = await owner({ trade_name: 'Oficina Teta' });
    const [row] = await t.db.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.reqId, me.reqId));
    const certify = (reqId: string, standard: string, scope: string | null, validUntil: string) =>
      t.db.db.execute(sql`insert into company_certifications
        (req_id, company_id, standard, number, certification_body, scope, valid_until)
        values (${reqId}, ${row.id}, ${standard}, 'BR-77', 'Organismo Teta', ${scope}, ${validUntil})`);
    await certify('about-en-cert-1', 'iatf16949', 'Estampagem automotiva', '2099-12-31');
    await certify('about-en-cert-2', 'as9100', null, '2020-01-31');
    const [found] = await listed({ search: 'iatf estampagem' }, en);
    expect(found?.reqId).toBe(me.reqId);
    expect(found?.match).toMatchObject({ source: 'certification', lang: 'pt-BR' });
    expect(found?.match?.parts.map((p) => p.text).join('')).toContain('IATF 16949');
    expect(found?.match?.parts.filter((p) => p.mark).map((p) => p.text)).toContain('Estampagem');
    // The expired AS9100 is in neither the document nor the reasons.
    expect((await listed({ search: 'as9100' }, en)).map((c) => c.reqId)).not.toContain(me.reqId);
  });
});
