import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema/catalogue-content';
import { staffAudit } from '../../db/schema/staff';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

/*
 * Issue 30 item 20: a new question goes where the editor chooses (top, end, after another), and a
 * question moves to the top or the bottom in one call: each is one write and one audit entry.
 */

type Body = Record<string, unknown> & { response: boolean; error?: string; fields?: Record<string, string> };

let t: TestApp;
let editor: TestUser;
let en: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor'], { name: 'Edna Editora' });
  en = await openSession(t.app, 'en');
  // Twelve questions: more than the public page's first ten.
  await t.db.db.insert(faqs).values(
    Array.from({ length: 12 }, (_, n) => ({
      questionPt: `P${n + 1}`,
      questionEn: `Q${n + 1}`,
      answerPt: 'R',
      answerEn: 'A',
      position: n,
    })),
  );
});
afterAll(() => t.close());

const send = async (url: string, payload: object, headers: SessionHeaders = editor.headers) =>
  (await call<Body>(t.app, { method: 'POST', url: `/app${url}`, headers, payload })).body;
const publicOrder = async () =>
  ((await send('/faq/list', { page: 1 }, en)).data as { question: string }[]).map((f) => f.question);
const adminList = async () =>
  (await call<Body>(t.app, { method: 'GET', url: '/app/admin/content/faq', headers: editor.headers })).body
    .data as { id: number; question_en: string }[];
const auditCount = async () => (await t.db.db.select().from(staffAudit)).length;
const entry = (n: string) => ({ question_pt: `P${n}`, question_en: `Q${n}`, answer_pt: 'R', answer_en: 'A' });

describe('FAQ: where a question goes', () => {
  it('adds a question at the top in one write with one audit entry; the public page shows it first', async () => {
    const audits = await auditCount();
    const added = await send('/admin/content/faq/save', { ...entry('top'), place: 'first' });
    expect(added).toMatchObject({ response: true, id: expect.any(Number) });
    expect(await auditCount()).toBe(audits + 1);
    const rows = await t.db.db.select().from(staffAudit);
    expect(rows.at(-1)).toMatchObject({ action: 'content.faq.create', after: { place: 'first' } });
    expect((await publicOrder()).slice(0, 3)).toEqual(['Qtop', 'Q1', 'Q2']);
  });

  it('adds a question right after another, and at the end when no place is given (as before)', async () => {
    const q3 = (await adminList()).find((f) => f.question_en === 'Q3');
    await send('/admin/content/faq/save', { ...entry('after3'), place: { after: q3?.id } });
    await send('/admin/content/faq/save', entry('end'));
    const order = (await adminList()).map((f) => f.question_en);
    expect(order.slice(0, 5)).toEqual(['Qtop', 'Q1', 'Q2', 'Q3', 'Qafter3']);
    expect(order.at(-1)).toBe('Qend');
  });

  it('refuses a place after a question that is not there, or a place when editing, and adds nothing', async () => {
    const before = await adminList();
    const gone = await send('/admin/content/faq/save', { ...entry('x'), place: { after: 999_999 } });
    expect(gone).toMatchObject({ response: false, error: 'VAL001', fields: { place: expect.any(String) } });
    const editing = await send('/admin/content/faq/save', {
      ...entry('x'),
      id: before[0]?.id,
      place: 'first',
    });
    expect(editing).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { place: expect.any(String) },
    });
    const bad = await send('/admin/content/faq/save', { ...entry('x'), place: 'middle' });
    expect(bad.fields).toHaveProperty('place');
    expect(await adminList()).toEqual(before);
  });

  it('moves the last question to the top in one call: one audit entry, order right', async () => {
    const ids = (await adminList()).map((f) => f.id);
    const last = ids.at(-1) as number;
    const audits = await auditCount();
    expect(await send('/admin/content/faq/order', { ids: [last, ...ids.slice(0, -1)] })).toEqual({
      response: true,
    });
    expect(await auditCount()).toBe(audits + 1);
    expect((await publicOrder())[0]).toBe('Qend');
  });
});
