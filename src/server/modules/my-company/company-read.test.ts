import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyRead,
  companyRatesResponse,
  companyReadResponse,
} from '../../../shared/schemas/company-read';
import { refreshCompanyStats } from '../../db/company-stats';
import { storedFiles } from '../../db/schema/files';
import { quoteProposals, quotes } from '../../db/schema/quotes';
import { ratings } from '../../db/schema/ratings';
import { addCategories, register, validPayload } from '../../test/company-fixtures';
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

const get = <T>(headers: SessionHeaders, url: string) => call<T>(t.app, { method: 'GET', url, headers });

interface RatingInput {
  general: number;
  product: number;
  comunication: number;
  yes: boolean;
  at: Date;
  description?: string;
}

/** A chosen proposal of `companyId` rated by a customer, the way the quotes module stores it. */
async function addRating(companyId: number, customerId: number, r: RatingInput): Promise<void> {
  const db = t.db.db;
  const [quote] = await db
    .insert(quotes)
    .values({ customerId, categoryId: cats[0], title: 'Eixo', description: 'Eixo usinado', status: 'c' })
    .returning({ id: quotes.id });
  const [file] = await db
    .insert(storedFiles)
    .values({
      kind: 'proposal',
      name: 'p.pdf',
      mime: 'application/pdf',
      size: 5,
      bytes: Buffer.from('%PDF-'),
      sha256: 'x',
    })
    .returning({ id: storedFiles.id });
  const [proposal] = await db
    .insert(quoteProposals)
    .values({ quoteId: quote.id, companyId, fileId: file.id, chosen: true, chosenAt: r.at })
    .returning({ id: quoteProposals.id });
  await db.insert(ratings).values({
    proposalId: proposal.id,
    companyId,
    concluded: r.yes,
    productRate: r.product,
    deliveredInTime: r.yes,
    priceAsQuote: !r.yes,
    comunication: r.comunication,
    recomend3rdParty: r.yes,
    shortDescription: r.description ?? null,
    suggestions: null,
    generalEvaluation: r.general,
    systemRecommend: true,
    systemEvaluation: 5,
    createdAt: r.at,
  });
}

describe('GET /company/info', () => {
  it("answers the caller's company shaped for the profile form", async () => {
    const user = await createUser(t);
    const payload = await validPayload([cats[1], cats[0]]);
    const saved = await register(t, user.headers, payload);
    const { body } = await get<{ response: true; company: CompanyRead }>(user.headers, '/app/company/info');
    expect(companyReadResponse.safeParse(body).success).toBe(true);
    const c = body.company;
    expect(c).toMatchObject({
      id: saved.body.company?.id,
      reqId: saved.body.company?.reqId,
      name: 'Metalúrgica Exemplo Ltda.',
      tradeName: 'Metalúrgica Exemplo',
      email: payload.email.toLowerCase(),
      emailValid: false,
      cnpj: payload.cnpj,
      quotes: 'y',
      phone1: '19 3422-1234',
      phone2: null,
      whatsapp: '19 98765-4321',
      videoUrl: 'dQw4w9WgXcQ',
      mapUrl: expect.stringMatching(/^https:\/\/maps\.google\.com\/maps\?q=.*&output=embed$/),
      keywords: 'torno, fresa',
      postalCode: '13400-000',
      addressState: 26,
      addressCity: 9896,
      terms: true,
      rate: null,
      proposals: 0,
      rates: [],
    });
    expect(c.categories.map((k) => k.id).sort()).toEqual([cats[0], cats[1]].sort());
    expect(c.categories[0].name).toMatch(/^Machining /);
    expect(c.logo).toMatch(/^\/files\/[A-Za-z0-9_-]{22}$/);
    expect(c.cover).toMatch(/^\/files\//);
    expect(c.portfolio).toHaveLength(1);
    expect(c.portfolio[0].url).toMatch(/^\/files\//);

    // Category names follow the request's language.
    const pt = await get<{ company: CompanyRead }>(
      { ...user.headers, 'app-language': 'pt-BR' },
      '/app/company/info',
    );
    expect(pt.body.company.categories[0].name).toMatch(/^Usinagem /);
  });

  it('answers CMP003 to a user without a company', async () => {
    const user = await createUser(t);
    expect((await get(user.headers, '/app/company/info')).body).toMatchObject({
      response: false,
      error: 'CMP003',
    });
    expect((await get(user.headers, '/app/company/rates')).body).toMatchObject({ error: 'CMP003' });
  });
});

describe('GET /company/rates', () => {
  it('lists the rate cards newest first with Yes/No in the request language, and the means', async () => {
    const owner = await createUser(t);
    const { body: saved } = await register(t, owner.headers, await validPayload([cats[0]]));
    const companyId = saved.company?.id ?? 0;
    const rater = await createUser(t);
    await addRating(companyId, rater.id, {
      general: 5,
      product: 4,
      comunication: 5,
      yes: true,
      at: new Date('2026-01-10T12:00:00Z'),
      description: 'Ótimo',
    });
    await addRating(companyId, rater.id, {
      general: 2,
      product: 3,
      comunication: 2,
      yes: false,
      at: new Date('2026-02-10T12:00:00Z'),
    });
    await refreshCompanyStats(t.db.db, [companyId]);

    const { body } = await get<Record<string, unknown>>(owner.headers, '/app/company/rates');
    const parsed = companyRatesResponse.parse(body);
    expect(parsed.rate).toBe(3.5);
    expect(parsed.ratesAvg).toEqual({ count: 2, product: 3.5, comunication: 3.5, general: 3.5 });
    expect(parsed.ratesList).toEqual([
      {
        // The rated proposal's reqId, what /company/rate_report names; no report open.
        reqId: expect.any(String),
        reported: false,
        generalEvaluation: 2,
        date: '2026-02-10T12:00:00.000Z',
        concludedDesc: 'No',
        deliveredInTimeDesc: 'No',
        priceAsQuoteDesc: 'Yes',
        recommend3rDpartyDesc: 'No',
        productRate: 3,
        comunication: 2,
        shortDescription: null,
        suggestions: null,
        // No answer from the company yet.
        reply: null,
      },
      expect.objectContaining({ generalEvaluation: 5, concludedDesc: 'Yes', shortDescription: 'Ótimo' }),
    ]);
    const pt = await get<Record<string, unknown>>(
      { ...owner.headers, 'app-language': 'pt-BR' },
      '/app/company/rates',
    );
    const ptCards = companyRatesResponse.parse(pt.body).ratesList;
    expect(ptCards.map((c) => c.concludedDesc)).toEqual(['Não', 'Sim']);

    const info = await get<{ company: CompanyRead }>(owner.headers, '/app/company/info');
    expect(info.body.company).toMatchObject({ rate: 3.5, proposals: 2, proposalsSent: 2 });
    expect(info.body.company.rates.map((r) => r.rate)).toEqual([2, 5]);
  });

  it('answers empty means for a company without ratings', async () => {
    const owner = await createUser(t);
    await register(t, owner.headers, await validPayload([cats[0]]));
    const { body } = await get<Record<string, unknown>>(owner.headers, '/app/company/rates');
    expect(body).toEqual({
      response: true,
      rate: null,
      ratesAvg: { count: 0, product: null, comunication: null, general: null },
      ratesList: [],
    });
  });
});
