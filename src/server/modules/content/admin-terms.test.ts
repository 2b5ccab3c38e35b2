import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TermsVersion } from '../../../shared/schemas/admin-publish';
import { editorCalls } from '../../test/editor-calls';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { api } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';
import { currentVersions } from '../privacy/consent-service';

/* The terms of use and privacy policy's back office (split from admin-publish.test.ts, issue 31 item 4). */
let t: TestApp;
let editor: TestUser;
let visitorEn: SessionHeaders;
let visitorPt: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor'], { name: 'Eva Editor' });
  visitorEn = await openSession(t.app, 'en');
  visitorPt = await openSession(t.app, 'pt-BR');
});
afterAll(() => t.close());

const { asEditor, auditOf } = editorCalls(
  () => t,
  () => editor,
);

describe('terms of use and privacy policy', () => {
  const publicTerms = async (headers: SessionHeaders) =>
    (await api(t, 'GET', '/data/info/terms/termOfUse', headers)).body;

  it('refuses a text missing a language, naming it', async () => {
    const body = await asEditor('/admin/terms/publish', { name: 'termOfUse', text_pt: '# Termos' });
    expect(body).toMatchObject({ response: false, error: 'VAL001', fields: { text_en: 'Required field!' } });
    expect(
      (await asEditor('/admin/terms/publish', { name: 'cookies', text_pt: 'a', text_en: 'b' })).fields,
    ).toHaveProperty('name');
  });

  it('keeps every version with its date, serves the current one and keeps consent fingerprints true', async () => {
    expect((await publicTerms(visitorEn)).error).toBe('NFD001');
    const first = await asEditor('/admin/terms/publish', {
      name: 'termOfUse',
      text_pt: '# Termos de uso\n\nVersão 1',
      text_en: '# Terms of use\n\nVersion 1',
    });
    expect(first.response, JSON.stringify(first)).toBe(true);
    expect(await publicTerms(visitorEn)).toEqual({
      response: true,
      terms: '# Terms of use\n\nVersion 1',
      publishedAt: expect.any(String),
    });
    const v1 = (await currentVersions(t.db.db))['terms-of-use'];

    const second = await asEditor('/admin/terms/publish', {
      name: 'termOfUse',
      text_pt: '# Termos de uso\n\nVersão 2',
      text_en: '# Terms of use\n\nVersion 2',
    });
    const versions = second.data as TermsVersion[];
    expect(versions.map((v) => v.textEn)).toEqual([
      '# Terms of use\n\nVersion 2',
      '# Terms of use\n\nVersion 1',
    ]);
    expect(versions.every((v) => !Number.isNaN(Date.parse(v.publishedAt)))).toBe(true);
    // The public call answers as before, with the new text in each language and, added, the date the
    // current version was published.
    expect(await publicTerms(visitorPt)).toEqual({
      response: true,
      terms: '# Termos de uso\n\nVersão 2',
      publishedAt: new Date(versions[0].publishedAt).toISOString(),
    });
    // Consents name the fingerprint of what is published; older fingerprints stay findable.
    const now = await currentVersions(t.db.db);
    expect(now['terms-of-use']).toBe(versions[0].version);
    expect(versions[1].version).toBe(v1);
    expect(now['terms-of-use']).not.toBe(v1);
    // The other text is untouched.
    expect(
      ((await asEditor('/admin/terms/versions', { name: 'privacyPolicy' })).data as unknown[]).length,
    ).toBe(0);

    const again = await asEditor('/admin/terms/publish', {
      name: 'termOfUse',
      text_pt: '# Termos de uso\n\nVersão 2',
      text_en: '# Terms of use\n\nVersion 2',
    });
    expect(again).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { text_pt: expect.any(String) },
    });
    const audit = await auditOf('terms.publish');
    expect(audit[0]).toMatchObject({
      target: 'termOfUse',
      before: { version: v1 },
      after: { version: versions[0].version },
    });
  });
});
