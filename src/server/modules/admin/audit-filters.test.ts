import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema/staff';
import { createTestApp, type TestApp } from '../../test/harness';
import { api, createCategory, createCompanyUser, type TestCompanyUser } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

/*
 * The audit log's filters (issue 15 item 7). The companies' filters are in
 * company-catalogue/admin-companies-filters.test.ts; the suspension and reinstatement its tests
 * make are repeated here, so the log holds what it held when both were one file.
 */
let t: TestApp;
let admin: TestUser;
let other: TestUser;
let common: TestCompanyUser;

const asAdmin = (url: string, payload: Record<string, unknown>, who = admin) =>
  api(t, 'POST', url, who.headers, payload);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin'], { name: 'Alice Admin' });
  other = await createStaff(t, ['admin'], { name: 'Bruno Backoffice' });
  const category = await createCategory(t, 'Welding');
  const lonely = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Solitária' });
  common = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Comum', emailValid: false });
  await asAdmin('/admin/companies/suspend', { req_id: lonely.company.reqId, reason: 'Fraude' });
  await asAdmin('/admin/companies/reinstate', { req_id: lonely.company.reqId });
});
afterAll(() => t.close());

describe('POST /admin/audit/list filters', () => {
  beforeAll(async () => {
    await asAdmin('/admin/companies/verify', { req_id: common.company.reqId, verified: true }, other);
    await asAdmin('/admin/companies/verify', { req_id: common.company.reqId, verified: false }, admin);
    // One old entry, to filter by day.
    await t.db.db.insert(staffAudit).values({
      actorId: other.id,
      actorName: 'Bruno Backoffice',
      action: 'company.verify',
      targetType: 'company',
      target: 'old',
      createdAt: new Date('2025-01-15T10:00:00Z'),
    });
  });
  const audit = async (filter: Record<string, unknown>) => {
    const { body } = await asAdmin('/admin/audit/list', filter);
    return (body.data as { actor: string; action: string; target: string }[]).map(
      (e) => `${e.actor}: ${e.action}${e.target === 'old' ? ' (old)' : ''}`,
    );
  };

  it('by actor (part of the name, any case), action and day range, newest first', async () => {
    expect(await audit({ actor: 'bruno' })).toEqual([
      'Bruno Backoffice: company.verify',
      'Bruno Backoffice: company.verify (old)',
    ]);
    expect(await audit({ action: 'company.unverify' })).toEqual(['Alice Admin: company.unverify']);
    expect(await audit({ action: 'company.verify', to: '2026-01-01' })).toEqual([
      'Bruno Backoffice: company.verify (old)',
    ]);
    expect(await audit({ from: '2025-01-15', to: '2025-01-16' })).toEqual([
      'Bruno Backoffice: company.verify (old)',
    ]);
    expect(await audit({ actor: 'alice', action: 'company.verify' })).toEqual([]);
  });

  it('lists the actions recorded, for the filter menu', async () => {
    const { body } = await asAdmin('/admin/audit/actions', {});
    expect(body.data).toEqual(
      expect.arrayContaining(['company.suspend', 'company.unverify', 'company.verify']),
    );
    expect(body.data).toEqual([...(body.data as string[])].sort());
  });

  it('says what each entry is about (id and name) and the reason given, for its sentence', async () => {
    await asAdmin('/admin/companies/suspend', {
      req_id: common.company.reqId,
      reason: 'Documentos vencidos',
    });
    await asAdmin('/admin/companies/reinstate', { req_id: common.company.reqId });
    const { body } = await asAdmin('/admin/audit/list', { actor: 'alice' });
    const entries = body.data as { action: string; subject?: unknown; reason?: unknown }[];
    const of = (action: string) => entries.find((e) => e.action === action);
    expect(of('company.suspend')).toMatchObject({
      subject: { id: common.company.reqId, name: 'Comum' },
      reason: 'Documentos vencidos',
    });
    expect(of('company.reinstate')).toMatchObject({
      subject: { id: common.company.reqId, name: 'Comum' },
      reason: null,
    });
  });

  it('has no route that edits or deletes an entry', () => {
    const auditRoutes = t.app.declaredRoutes.filter((r) => r.url.startsWith('/app/admin/audit'));
    expect(auditRoutes.map((r) => r.url).sort()).toEqual([
      '/app/admin/audit/actions',
      '/app/admin/audit/list',
    ]);
    expect(new Set(auditRoutes.map((r) => r.method))).toEqual(new Set(['POST']));
  });
});
