import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES } from '../../shared/limits';
import { newCpf } from '../test/accounts';
import { validPayload } from '../test/company-fixtures';
import { createTestApp, openSession, type TestApp } from '../test/harness';
import { quoteCalls } from '../test/quote-calls';
import { api, type QuoteScenario, quoteScenario } from '../test/quote-fixtures';

/*
 * A control character other than tab and line breaks in any text field is refused by the shared
 * schemas (VAL001 naming the field) before anything reaches the database, which cannot store NUL:
 * these ten calls used to answer HTTP 500 (issue 11).
 */

let t: TestApp;
let cast: QuoteScenario;
let quoteReqId: string;
let questionReqId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await quoteScenario(t);
  quoteReqId = await cast.open();
  const calls = quoteCalls(t);
  expect((await calls.ask(cast.first, quoteReqId)).body.response).toBe(true);
  const info = await calls.infoCustomer(cast.owner, quoteReqId);
  questionReqId = (info.body.quote as { questions: { reqId: string }[] }).questions[0].reqId;
});
afterAll(async () => {
  await t.close();
});

const NUL = 'Aço\u0000inox';

interface Case {
  call: string;
  field: string;
  send(text: string): ReturnType<typeof api>;
}

const cases: Case[] = [
  {
    call: 'POST /companies/list',
    field: 'search',
    send: (text) => api(t, 'POST', '/companies/list', cast.visitor, { search: text }),
  },
  {
    call: 'POST /magazines/list',
    field: 'search',
    send: (text) => api(t, 'POST', '/magazines/list', cast.visitor, { search: text, page: 1 }),
  },
  {
    call: 'POST /faq/list',
    field: 'search',
    send: (text) => api(t, 'POST', '/faq/list', cast.visitor, { search: text, page: 1 }),
  },
  {
    call: 'POST /quotes/company_search',
    field: 'search',
    send: (text) =>
      api(t, 'POST', '/quotes/company_search', cast.visitor, { category: cast.category, search: text }),
  },
  {
    call: 'POST /quotes/new',
    field: 'title',
    send: (text) =>
      api(t, 'POST', '/quotes/new', cast.owner.headers, {
        category: cast.category,
        title: text,
        description: 'Flanges',
        companies: [cast.first.company.id],
        exclude: null,
        attachments: null,
      }),
  },
  {
    call: 'POST /customer/register',
    field: 'name',
    send: async (text) => {
      const doc = newCpf();
      return api(t, 'POST', '/customer/register', await openSession(t.app), {
        name: text,
        document: doc,
        email: `n${doc}@example.com`,
        emailConfirm: `n${doc}@example.com`,
        cellphone: '19 99876-5432',
        password: 'Fluxo#2026x',
        passwordConfirm: 'Fluxo#2026x',
        city: PLACES.homeCityId,
        terms: true,
      });
    },
  },
  {
    call: 'POST /quotes/question_ask',
    field: 'question',
    send: (text) =>
      api(t, 'POST', '/quotes/question_ask', cast.second.headers, { req_id: quoteReqId, question: text }),
  },
  {
    call: 'POST /quotes/question_answer',
    field: 'answer',
    send: (text) =>
      api(t, 'POST', '/quotes/question_answer', cast.owner.headers, { req_id: questionReqId, answer: text }),
  },
  {
    call: 'PUT /quotes/update',
    field: 'description',
    send: (text) =>
      api(t, 'PUT', '/quotes/update', cast.owner.headers, {
        req_id: quoteReqId,
        description: text,
        attachments: null,
      }),
  },
  {
    call: 'PUT /company/update',
    field: 'about',
    send: async (text) => {
      const { terms: _, logo: __, ...payload } = await validPayload([cast.category], { about: text });
      return api(t, 'PUT', '/company/update', cast.second.headers, payload);
    },
  },
];

describe('control characters in text fields', () => {
  for (const c of cases) {
    it(`${c.call} refuses NUL in ${c.field} with VAL001 naming the field`, async () => {
      const { status, body } = await c.send(NUL);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        response: false,
        error: 'VAL001',
        fields: {
          [c.field]: 'This field contains control characters; only text, tabs and line breaks are allowed!',
        },
      });
      expect(body.message).toMatch(/: This field contains control characters/);
    });
  }

  it('names the field in Portuguese too, and lets tabs and line breaks through', async () => {
    const headers = { ...cast.owner.headers, 'app-language': 'pt-BR' };
    const refused = await api(t, 'PUT', '/quotes/update', headers, {
      req_id: quoteReqId,
      description: 'linha\u001bcom escape',
      attachments: null,
    });
    expect(refused.body).toMatchObject({
      error: 'VAL001',
      message:
        'Descrição: Este campo contém caracteres de controle; só são aceitos texto, tabulações e quebras de linha!',
    });
    const accepted = await api(t, 'PUT', '/quotes/update', cast.owner.headers, {
      req_id: quoteReqId,
      description: 'Line 1\r\nLine 2\n\tindented',
      attachments: null,
    });
    expect(accepted.body.response).toBe(true);
  });
});
