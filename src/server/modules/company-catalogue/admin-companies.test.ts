import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { api, openQuote, postQuote, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';
import { changeStaffRole } from '../admin/staff-service';

let t: TestApp;
let s: QuoteScenario;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin' });
});
afterAll(() => t.close());

const asAdmin = (url: string, payload: Record<string, unknown>) =>
  api(t, 'POST', url, admin.headers, payload);
const publicList = async () =>
  (
    (await api(t, 'POST', '/companies/list', s.visitor, { category: s.category, page: 1 }))
      .body as unknown as {
      data: { reqId: string }[];
    }
  ).data;

describe('suspending and reinstating a company', () => {
  it('takes it out of the public catalogue, its page and new quotes at once, leaves open quotes, tells the owner in pt-BR and audits', async () => {
    const { reqId } = s.first.company;
    const openBefore = await s.open('Before suspension');
    expect((await publicList()).map((c) => c.reqId)).toContain(reqId);

    const suspended = await asAdmin('/admin/companies/suspend', {
      req_id: reqId,
      reason: 'Documentos vencidos',
    });
    expect(suspended.body).toEqual({ response: true });

    expect((await publicList()).map((c) => c.reqId)).not.toContain(reqId);
    expect((await api(t, 'POST', '/companies/info', s.visitor, { req_id: reqId })).body.error).toBe('NFD001');
    expect((await api(t, 'POST', '/quotes/company_get', s.owner.headers, { req_id: reqId })).body.error).toBe(
      'NFD001',
    );
    const refused = await postQuote(t, s.owner, { category: s.category, companies: [s.first.company.id] });
    expect(refused.body).toMatchObject({ response: false, error: 'QTE005' });
    // The quote it received before still reaches it.
    const seen = await api(t, 'POST', '/quotes/info_company', s.first.headers, { req_id: openBefore });
    expect(seen.body.response).toBe(true);

    await t.app.mailer.idle();
    const mail = (await readOutbox(t.outboxDir)).find((m) => m.to === (s.first.email as string));
    expect(mail?.subject).toBe('Primeira foi suspensa do Catálogo Industrial');
    expect(mail?.text).toContain('Motivo informado: Documentos vencidos');

    expect((await asAdmin('/admin/companies/suspend', { req_id: reqId, reason: 'again' })).body.error).toBe(
      'STF002',
    );

    const record = await asAdmin('/admin/companies/info', { req_id: reqId });
    expect(record.body.data).toMatchObject({ suspensionReason: 'Documentos vencidos', quotesReceived: 1 });

    expect((await asAdmin('/admin/companies/reinstate', { req_id: reqId })).body).toEqual({ response: true });
    expect((await publicList()).map((c) => c.reqId)).toContain(reqId);
    await openQuote(t, s.owner, { category: s.category, companies: [s.first.company.id] });

    const audit = await asAdmin('/admin/audit/list', { actor: 'ana' });
    const entries = (
      audit.body as unknown as { data: { action: string; actor: string; before: unknown; after: unknown }[] }
    ).data;
    expect(entries.map((e) => e.action)).toEqual(['company.reinstate', 'company.suspend']);
    expect(entries[1]).toMatchObject({
      actor: 'Ana Admin',
      before: { suspendedAt: null, suspensionReason: null },
      after: { suspensionReason: 'Documentos vencidos' },
    });
  });

  it('lists companies by status and search, with no owner secrets', async () => {
    await asAdmin('/admin/companies/suspend', { req_id: s.second.company.reqId, reason: 'Spam' });
    const list = await asAdmin('/admin/companies/list', { status: 'suspended' });
    const rows = (list.body as unknown as { data: { reqId: string }[]; total: number }).data;
    expect(rows.map((r) => r.reqId)).toEqual([s.second.company.reqId]);
    const searched = await asAdmin('/admin/companies/list', { search: 'outsider' });
    expect((searched.body as unknown as { total: number }).total).toBe(1);
    const record = await asAdmin('/admin/companies/info', { req_id: s.second.company.reqId });
    expect(JSON.stringify(record.body)).not.toMatch(/password|hash|token/i);
  });

  it('marks a company as verified on its public page and card', async () => {
    const { reqId } = s.otherCompany.company;
    await asAdmin('/admin/companies/verify', { req_id: reqId, verified: true });
    const page = await api(t, 'POST', '/companies/info', s.visitor, { req_id: reqId });
    expect(page.body.response, JSON.stringify(page.body)).toBe(true);
    expect((page.body.data as { verified: boolean }).verified).toBe(true);
    const card = await api(t, 'POST', '/companies/list', s.visitor, { category: s.category, page: 1 });
    const cards = (card.body as unknown as { data: { reqId: string; verified: boolean }[] }).data;
    expect(cards.find((c) => c.reqId === reqId)?.verified).toBe(true);
    expect(cards.find((c) => c.reqId === s.first.company.reqId)?.verified).toBe(false);
  });
});

describe('npm run staff', () => {
  it('grants and removes a role by CPF and records it', async () => {
    const doc = generateCpf();
    const person = await createStaff(t, [], { doc });
    const formatted = `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`;
    expect(
      (await changeStaffRole(t.db.db, { cpf: formatted, role: 'editor', change: 'grant' })).roles,
    ).toEqual(['editor']);
    expect((await api(t, 'GET', '/admin/me', person.headers)).body.roles).toEqual(['editor']);
    await changeStaffRole(t.db.db, { cpf: doc, role: 'editor', change: 'revoke' });
    expect((await api(t, 'GET', '/admin/me', person.headers)).body.error).toBe('STF001');
    await expect(
      changeStaffRole(t.db.db, { cpf: '111.111.111-11', role: 'admin', change: 'grant' }),
    ).rejects.toThrow();
    const audit = await asAdmin('/admin/audit/list', { action: 'staff.revoke' });
    expect((audit.body as unknown as { total: number }).total).toBe(1);
  });
});
