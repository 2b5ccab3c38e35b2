import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqItem } from '../../../shared/schemas/catalogue-read';
import { FAQS } from '../../db/demo/content';
import { faqs } from '../../db/schema/catalogue-content';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { FAQ_PAGE_SIZE } from './faq-service';

type Answer = { response: boolean; data: FaqItem[]; records: number; total: number; error?: string };

let t: TestApp;
let en: SessionHeaders;
let pt: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.db.insert(faqs).values(FAQS.map((faq, position) => ({ ...faq, position })));
  en = await openSession(t.app, 'en');
  pt = await openSession(t.app, 'pt-BR');
});
afterAll(async () => {
  await t.close();
});

const list = (payload: unknown, headers = en) =>
  call<Answer>(t.app, { method: 'POST', url: '/app/faq/list', headers, payload: payload as object });

describe('POST /faq/list', () => {
  it('pages the questions in order, in the request language', async () => {
    expect(FAQS.length).toBeGreaterThan(FAQ_PAGE_SIZE);
    const first = await list({ search: '', page: 1 });
    const second = await list({ page: 2 });
    expect(first.body).toMatchObject({ response: true, records: FAQ_PAGE_SIZE, total: FAQS.length });
    expect([...first.body.data, ...second.body.data]).toEqual(
      FAQS.map((f) => ({ question: f.questionEn, answer: f.answerEn })),
    );
    expect(second.body.data.length).toBeLessThan(FAQ_PAGE_SIZE);
    const ptFirst = await list({ page: 1 }, pt);
    expect(ptFirst.body.data[0]).toEqual({ question: FAQS[0].questionPt, answer: FAQS[0].answerPt });
    expect((await list({ page: 3 })).body).toMatchObject({ response: true, data: [], total: FAQS.length });
  });

  it('searches question and answer, accents and case ignored', async () => {
    // "código" is in one answer only, "senha" in that question.
    const code = await list({ search: 'CODIGO' }, pt);
    expect(code.body.data.map((f) => f.question)).toEqual(['Esqueci minha senha. E agora?']);
    const words = await list({ search: 'senha código' }, pt);
    expect(words.body.total).toBe(1);
    const en1 = await list({ search: 'magazine' }, en);
    expect(en1.body.data.map((f) => f.question)).toEqual(["How do I get the association's magazine?"]);
    expect((await list({ search: 'revista' }, en)).body.total).toBe(0);
    expect((await list({ search: 'zzz-nothing' }, pt)).body).toMatchObject({
      response: true,
      data: [],
      total: 0,
    });
  });

  it('finds a question typed with its punctuation (issue 12 item 14)', async () => {
    const questions = async (search: string, headers: SessionHeaders) =>
      (await list({ search }, headers)).body.data.map((f) => f.question);
    expect(await questions('Esqueci minha senha. E agora?', pt)).toEqual(['Esqueci minha senha. E agora?']);
    // A phone's curly apostrophe and a missing question mark.
    expect(await questions('How do I get the association’s magazine', en)).toEqual([
      "How do I get the association's magazine?",
    ]);
  });

  it('refuses a bad page with VAL001', async () => {
    expect((await list({ page: -1 })).body).toMatchObject({ response: false, error: 'VAL001' });
  });
});
