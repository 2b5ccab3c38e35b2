import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import type {
  AdminSuggestion,
  AdminVocabularyTerm,
  OwnVocabularyAnswer,
} from '../../../shared/schemas/vocabulary';
import { VOCABULARY } from '../../../shared/schemas/vocabulary';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { mailsTo } from '../../test/accounts';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { field } from '../../test/quote-calls';
import {
  api,
  createCategory,
  createCompanyUser,
  createCustomer,
  type TestCompanyUser,
  type TestUser,
} from '../../test/quote-fixtures';
import { auditEntries, createStaff } from '../../test/staff';
import type { TestUser as StaffUser } from '../../test/users';

/*
 * The processes and materials vocabulary (issue 32, decision 0038): the back office keeps it, an
 * owner picks from it and suggests terms that staff approve or refuse; the company page shows them
 * in the reader's language.
 */
let t: TestApp;
let admin: StaffUser;
let editor: StaffUser;
let customer: TestUser;
let owner: TestCompanyUser;
let other: TestCompanyUser;
let visitor: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  bypassCatalogueCache(t.db.db);
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin' });
  editor = await createStaff(t, ['editor']);
  customer = await createCustomer(t);
  const category = await createCategory(t, 'Vocab');
  owner = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Vocab Forjas', lang: 'en' });
  other = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Vocab Outra', lang: 'pt-BR' });
  visitor = await openSession(t.app, 'en');
}, 180_000);
afterAll(() => t.close());

const asAdmin = (url: string, body?: Record<string, unknown>) =>
  api(t, body ? 'POST' : 'GET', `/admin/vocabulary/${url}`, admin.headers, body);
async function addTerm(kind: string, name_pt: string, name_en: string): Promise<AdminVocabularyTerm> {
  return field<AdminVocabularyTerm>(await asAdmin('add', { kind, name_pt, name_en }), 'data');
}
const mine = async (who: TestCompanyUser) =>
  (await api(t, 'GET', '/company/vocabulary', who.headers)).body as unknown as OwnVocabularyAnswer;
const save = (who: TestCompanyUser, terms: number[]) =>
  api(t, 'POST', '/company/vocabulary/save', who.headers, { terms });
const suggest = (who: TestCompanyUser, body: Record<string, unknown>) =>
  api(t, 'POST', '/company/vocabulary/suggest', who.headers, body);
async function page(reqId: string, lang: string): Promise<CompanyPublic> {
  const res = await api(t, 'POST', '/companies/info', await openSession(t.app, lang), { req_id: reqId });
  return field<CompanyPublic>(res, 'data');
}

describe('who may call', () => {
  it('refuses the back office to visitors, customers, owners and editors', async () => {
    const calls: [string, Record<string, unknown> | undefined][] = [
      ['list', undefined],
      ['add', { kind: 'process', name_pt: 'X', name_en: 'Y' }],
      ['rename', { id: 1, name_pt: 'X', name_en: 'Y' }],
      ['retire', { id: 1 }],
      ['restore', { id: 1 }],
      ['suggestions', undefined],
      ['approve', { id: 1, name_pt: 'X', name_en: 'Y' }],
      ['refuse', { id: 1, reason: 'no' }],
    ];
    for (const [url, body] of calls) {
      const method = body ? 'POST' : 'GET';
      const anonymous = await api(t, method, `/admin/vocabulary/${url}`, visitor, body);
      expect(anonymous.body.error, url).toBe('SES006');
      for (const who of [customer.headers, owner.headers, editor.headers]) {
        const refused = await api(t, method, `/admin/vocabulary/${url}`, who, body);
        expect(refused.body.error, url).toBe('STF001');
      }
    }
  });

  it("refuses the owner's calls to visitors, and answers CMP003 to a customer without a company", async () => {
    for (const [method, url, body] of [
      ['GET', '/company/vocabulary', undefined],
      ['POST', '/company/vocabulary/save', { terms: [] }],
      ['POST', '/company/vocabulary/suggest', { kind: 'process', name_pt: 'X' }],
    ] as const) {
      expect((await api(t, method, url, visitor, body)).body.error, url).toBe('SES006');
      expect((await api(t, method, url, customer.headers, body)).body.error, url).toBe('CMP003');
    }
  });
});

describe('the back office', () => {
  it('adds, renames, retires and restores terms, each audited, refusing a name taken in its kind', async () => {
    const cnc = await addTerm('process', 'Usinagem CNC', 'CNC machining');
    expect(cnc).toMatchObject({ kind: 'process', namePt: 'Usinagem CNC', retired: false, companies: 0 });
    const taken = await asAdmin('add', { kind: 'process', name_pt: 'usinagem cnc', name_en: 'Other' });
    expect(taken.body).toMatchObject({
      error: 'VAL001',
      fields: { name_pt: 'Another term of this kind already has this name.' },
    });
    // The same name as a material is another term.
    expect(
      (await asAdmin('add', { kind: 'material', name_pt: 'Usinagem CNC', name_en: 'X' })).body.response,
    ).toBe(true);
    const missing = await asAdmin('add', { kind: 'process', name_pt: 'Solda' });
    expect(missing.body).toMatchObject({ error: 'VAL001', fields: { name_en: 'Required field!' } });

    const renamed = await asAdmin('rename', {
      id: cnc.id,
      name_pt: 'Usinagem CNC 5 eixos',
      name_en: '5-axis CNC machining',
    });
    expect(renamed.body.data).toMatchObject({
      namePt: 'Usinagem CNC 5 eixos',
      nameEn: '5-axis CNC machining',
    });
    expect((await asAdmin('rename', { id: 999999, name_pt: 'X', name_en: 'Y' })).body.error).toBe('NFD001');

    expect((await asAdmin('retire', { id: cnc.id })).body.data).toMatchObject({ retired: true });
    expect((await asAdmin('retire', { id: cnc.id })).body.error).toBe('TRM004');
    expect((await mine(owner)).terms.map((x) => x.id)).not.toContain(cnc.id);
    expect((await asAdmin('restore', { id: cnc.id })).body.data).toMatchObject({ retired: false });
    expect((await asAdmin('restore', { id: cnc.id })).body.error).toBe('TRM004');

    const audit = await auditEntries(t, admin, 'vocabulary.rename');
    expect(audit[0]).toMatchObject({
      actor: 'Ana Admin',
      before: { namePt: 'Usinagem CNC' },
      after: { namePt: 'Usinagem CNC 5 eixos' },
    });
    expect(await auditEntries(t, admin, 'vocabulary.retire')).toHaveLength(1);
    expect(await auditEntries(t, admin, 'vocabulary.restore')).toHaveLength(1);
  });
});

describe("the owner's choice", () => {
  it('saves processes and materials, shown on the company page in the reader language', async () => {
    const heat = await addTerm('process', 'Tratamento térmico', 'Heat treatment');
    const steel = await addTerm('material', 'Aço inoxidável', 'Stainless steel');
    const saved = await save(owner, [heat.id, steel.id, heat.id]);
    expect(saved.body).toMatchObject({ response: true, message: 'Your processes and materials were saved.' });
    expect([...(saved.body.chosen as number[])].sort()).toEqual([heat.id, steel.id].sort());
    const en = await page(owner.company.reqId, 'en');
    expect(en.processes).toEqual([{ id: heat.id, name: 'Heat treatment' }]);
    expect(en.materials).toEqual([{ id: steel.id, name: 'Stainless steel' }]);
    const pt = await page(owner.company.reqId, 'pt-BR');
    expect(pt.processes).toEqual([{ id: heat.id, name: 'Tratamento térmico' }]);

    // A retired term leaves the page, and comes back with a restore.
    await asAdmin('retire', { id: steel.id });
    expect((await page(owner.company.reqId, 'en')).materials).toEqual([]);
    await asAdmin('restore', { id: steel.id });
    expect((await page(owner.company.reqId, 'en')).materials).toHaveLength(1);

    const unknown = await save(owner, [heat.id, 999999]);
    expect(unknown.body).toMatchObject({ error: 'VAL001', fields: { terms: expect.any(String) } });
    const tooMany = await save(
      owner,
      Array.from({ length: VOCABULARY.perCompany + 1 }, (_, i) => i + 1),
    );
    expect(tooMany.body.error).toBe('VAL001');
  });

  it('holds the cap of terms and of pending suggestions under parallel requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: VOCABULARY.pendingSuggestions + 4 }, (_, i) =>
        suggest(other, { kind: 'material', name_pt: `Liga ${i}` }),
      ),
    );
    const accepted = answers.filter((a) => a.body.response === true);
    expect(accepted).toHaveLength(VOCABULARY.pendingSuggestions);
    expect(answers.filter((a) => a.body.error === 'TRM002')).toHaveLength(4);
    expect((await mine(other)).suggestions).toHaveLength(VOCABULARY.pendingSuggestions);

    // Terms and pending suggestions together stay within the cap, parallel saves included.
    const terms: number[] = [];
    for (let i = 0; i < VOCABULARY.perCompany; i += 1)
      terms.push((await addTerm('process', `Processo ${i}`, `Process ${i}`)).id);
    const room = VOCABULARY.perCompany - VOCABULARY.pendingSuggestions;
    expect((await save(other, terms.slice(0, room + 1))).body.error).toBe('TRM001');
    const saves = await Promise.all([
      save(other, terms.slice(0, room)),
      save(other, terms.slice(1, room + 1)),
    ]);
    expect(saves.every((a) => a.body.response === true)).toBe(true);
    expect((await mine(other)).chosen).toHaveLength(room);
  });
});

describe('suggestions and their approval', () => {
  it('refuses a suggestion without a name, or named like a live term', async () => {
    const none = await suggest(owner, { kind: 'process', name_pt: '  ', name_en: null });
    expect(none.body).toMatchObject({
      error: 'VAL001',
      fields: { name_pt: 'Write the name in Portuguese, in English, or both!' },
    });
    const offered = await suggest(owner, { kind: 'process', name_en: 'HEAT TREATMENT' });
    expect(offered.body).toMatchObject({ error: 'VAL001', fields: { name_en: expect.any(String) } });
  });

  it('approves one (the term joins the vocabulary and the company), refuses another with a reason', async () => {
    expect((await suggest(owner, { kind: 'process', name_pt: 'Injeção de plástico' })).body.response).toBe(
      true,
    );
    expect((await suggest(owner, { kind: 'material', name_en: 'Unobtainium' })).body.response).toBe(true);
    const pending = field<AdminSuggestion[]>(await asAdmin('suggestions'), 'data').filter(
      (s) => s.companyReqId === owner.company.reqId,
    );
    expect(pending.map((s) => [s.kind, s.namePt, s.nameEn, s.companyName])).toEqual([
      ['process', 'Injeção de plástico', null, 'Vocab Forjas'],
      ['material', null, 'Unobtainium', 'Vocab Forjas'],
    ]);
    const [injection, unobtainium] = pending;
    // Both names are required to approve as a new term.
    expect((await asAdmin('approve', { id: injection.id, name_pt: 'Injeção de plástico' })).body.error).toBe(
      'VAL001',
    );
    const approve = {
      id: injection.id,
      name_pt: 'Injeção de plástico',
      name_en: 'Plastic injection moulding',
    };
    // Two staff approving at once: one wins, the other is told it was answered.
    const both = await Promise.all([asAdmin('approve', approve), asAdmin('approve', approve)]);
    expect(both.map((a) => a.body.error ?? 'ok').sort()).toEqual(['TRM003', 'ok']);
    const term = both.find((a) => a.body.response)?.body.data as AdminVocabularyTerm;
    expect(term).toMatchObject({ kind: 'process', nameEn: 'Plastic injection moulding', companies: 1 });
    expect((await page(owner.company.reqId, 'en')).processes?.map((p) => p.name)).toContain(
      'Plastic injection moulding',
    );

    expect((await asAdmin('refuse', { id: unobtainium.id, reason: '' })).body.error).toBe('VAL001');
    expect(
      (await asAdmin('refuse', { id: unobtainium.id, reason: 'Não é um material real.' })).body.response,
    ).toBe(true);
    expect((await asAdmin('refuse', { id: unobtainium.id, reason: 'again' })).body.error).toBe('TRM003');
    const own = await mine(owner);
    expect(own.suggestions.slice(0, 2).map((s) => [s.status, s.reason])).toEqual([
      ['refused', 'Não é um material real.'],
      ['approved', null],
    ]);
    expect(own.chosen).toContain(term.id);
    const notices = await api(t, 'POST', '/notifications/list', owner.headers, { page: 1 });
    const texts = JSON.stringify(notices.body);
    expect(texts).toContain('Não é um material real.');
    expect(texts).toContain('Plastic injection moulding');
    expect((await auditEntries(t, admin, 'vocabulary.refuse'))[0]).toMatchObject({
      after: { reason: 'Não é um material real.' },
    });
  });

  it("e-mails each answer once to the owner, in the owner's language", async () => {
    const before = (await mailsTo(t.outboxDir, owner.email)).length;
    const third = await createCompanyUser(t, { categoryIds: [], tradeName: 'Vocab Terceira', lang: 'pt-BR' });
    expect((await suggest(owner, { kind: 'process', name_pt: 'Estampagem profunda' })).body).toMatchObject({
      response: true,
    });
    expect((await suggest(third, { kind: 'material', name_pt: 'Aço de Marte' })).body.response).toBe(true);
    const pending = field<AdminSuggestion[]>(await asAdmin('suggestions'), 'data');
    const deep = pending.find((s) => s.namePt === 'Estampagem profunda');
    const mars = pending.find((s) => s.namePt === 'Aço de Marte');
    if (!deep || !mars) throw new Error('suggestions not listed');
    const approve = { id: deep.id, name_pt: 'Estampagem profunda', name_en: 'Deep drawing' };
    // Two staff answering at once: one answer, one e-mail.
    await Promise.all([asAdmin('approve', approve), asAdmin('approve', approve)]);
    const approved = (await mailsTo(t.outboxDir, owner.email)).slice(before);
    expect(approved).toHaveLength(1);
    // The owner reads English: the term's English name, the company, a link to the profile.
    expect(approved[0].subject).toBe('“Deep drawing” was added to the catalogue');
    expect(approved[0].text).toContain('Vocab Forjas');
    expect(approved[0].text).toMatch(/https?:\/\/\S+\/profile/);

    expect((await asAdmin('refuse', { id: mars.id, reason: 'Não existe.' })).body.response).toBe(true);
    const refused = await mailsTo(t.outboxDir, third.email);
    expect(refused.map((m) => m.subject)).toEqual(['Sua sugestão “Aço de Marte” não foi incluída']);
    expect(refused[0].text).toContain('Motivo informado: Não existe.');
    expect(refused[0].text).toContain('Vocab Terceira');
  });

  it("keeps a term approved while the owner's form was open, and still removes what the owner unticked", async () => {
    const fourth = await createCompanyUser(t, { categoryIds: [], tradeName: 'Vocab Quarta', lang: 'pt-BR' });
    const milling = await addTerm('process', 'Fresamento', 'Milling');
    const turning = await addTerm('process', 'Torneamento', 'Turning');
    const brazing = await addTerm('process', 'Brasagem', 'Brazing');
    expect((await save(fourth, [milling.id, turning.id])).body.response).toBe(true);
    // The owner opens the form (milling and turning chosen); meanwhile staff approve a suggestion.
    const loaded = (await mine(fourth)).chosen;
    expect((await suggest(fourth, { kind: 'material', name_pt: 'Bronze fosforoso' })).body.response).toBe(
      true,
    );
    const suggestion = field<AdminSuggestion[]>(await asAdmin('suggestions'), 'data').find(
      (x) => x.namePt === 'Bronze fosforoso',
    );
    const approved = field<AdminVocabularyTerm>(
      await asAdmin('approve', {
        id: suggestion?.id,
        name_pt: 'Bronze fosforoso',
        name_en: 'Phosphor bronze',
      }),
      'data',
    );
    // The owner unticks turning, ticks brazing and saves with what the form was loaded with.
    const saved = await api(t, 'POST', '/company/vocabulary/save', fourth.headers, {
      terms: [milling.id, brazing.id],
      previous: loaded,
    });
    expect(saved.body.response).toBe(true);
    expect([...(saved.body.chosen as number[])].sort((a, b) => a - b)).toEqual(
      [milling.id, brazing.id, approved.id].sort((a, b) => a - b),
    );
    // Without `previous` the save replaces the whole choice, as the spec's call always did.
    expect((await save(fourth, [milling.id])).body.chosen).toEqual([milling.id]);

    // An approval and a save from a stale form at the same moment: the approved term stays.
    expect((await suggest(fourth, { kind: 'material', name_pt: 'Cobre berílio' })).body.response).toBe(true);
    const next = field<AdminSuggestion[]>(await asAdmin('suggestions'), 'data').find(
      (x) => x.namePt === 'Cobre berílio',
    );
    const [approval] = await Promise.all([
      asAdmin('approve', { id: next?.id, name_pt: 'Cobre berílio', name_en: 'Beryllium copper' }),
      api(t, 'POST', '/company/vocabulary/save', fourth.headers, { terms: [], previous: [milling.id] }),
    ]);
    const beryllium = field<AdminVocabularyTerm>(approval, 'data');
    expect((await mine(fourth)).chosen).toEqual([beryllium.id]);
  });

  it('approves a suggestion as an existing live term of its kind', async () => {
    const brass = await addTerm('material', 'Latão', 'Brass');
    expect((await suggest(owner, { kind: 'material', name_pt: 'Latao amarelo' })).body.error).toBeUndefined();
    const [s] = field<AdminSuggestion[]>(await asAdmin('suggestions'), 'data').filter(
      (x) => x.namePt === 'Latao amarelo',
    );
    const process = (await mine(owner)).terms.find((x) => x.kind === 'process');
    expect((await asAdmin('approve', { id: s.id, term_id: process?.id })).body.error).toBe('VAL001');
    const ok = await asAdmin('approve', { id: s.id, term_id: brass.id });
    expect(ok.body.data).toMatchObject({ id: brass.id, companies: 1 });
    expect((await mine(owner)).chosen).toContain(brass.id);
  });
});
