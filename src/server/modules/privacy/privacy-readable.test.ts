import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../../db/schema/consents';
import { termsVersions } from '../../db/schema/terms-versions';
import { api } from '../../test/accounts';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { type PrivacyScene, privacyScene, TERMS_TEXTS } from '../../test/privacy-fixtures';
import { textVersion } from './consent-service';

/*
 * Issue 30 item 29: the export a person can read, and their consents by title and date. The terms
 * of use were published at 01:21 UTC on 29 November 2026: 28 November in São Paulo.
 */
let t: TestApp;
let s: PrivacyScene;
const PUBLISHED = '2026-11-29T01:21:00.000Z';
const termsVersion = textVersion(TERMS_TEXTS['terms.termOfUse']) as string;
const policyVersion = textVersion(TERMS_TEXTS['terms.privacyPolicy']) as string;

const get = (url: string, headers: Record<string, string>) => api(t.app, { method: 'GET', url, headers });

async function readable(headers: Record<string, string>): Promise<string> {
  const body = await get('/app/privacy/export_readable', headers);
  if (!body.response) throw new Error(JSON.stringify(body));
  expect(body.mime).toBe('text/html; charset=utf-8');
  return Buffer.from(body.content as string, 'base64').toString('utf8');
}

beforeAll(async () => {
  t = await createTestApp();
  s = await privacyScene(t, 'pt-BR');
  await t.db.db
    .update(termsVersions)
    .set({ publishedAt: new Date(PUBLISHED) })
    .where(eq(termsVersions.key, 'terms.termOfUse'));
});
afterAll(async () => {
  await t.close();
});

describe('GET /privacy/export_readable', () => {
  it("names each consent by the text's title and publication date, never its fingerprint (pt-BR)", async () => {
    const html = await readable(s.person.headers);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Termos de Uso, versão publicada em 28 de novembro de 2026: aceito em');
    expect(html).toContain('Política de Privacidade, versão publicada em');
    expect(html).toContain('(horário de São Paulo)');
    expect(html).not.toContain(termsVersion);
    expect(html).not.toContain(policyVersion);
  });

  it('labels every field in the language asked, with no technical key left (en)', async () => {
    const html = await readable({ ...s.person.headers, 'app-language': 'en' });
    expect(html).toContain('Terms of Use, version published on November 28, 2026: accepted on');
    expect(html).toContain('<dt>Communication (stars)</dt>');
    expect(html).toContain('<dt>Would recommend to others?</dt>');
    expect(html).toContain('Pessoa Privada');
    expect(html).not.toMatch(/comunication|recommend3rDpartyDesc|privacy\.field\./);
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    // A quote's status is read as words ('Concluded'), never as its code ('c').
    expect(html).not.toMatch(/<dt>Status<\/dt><dd>[a-z]<\/dd>/);
    expect(html).toContain('<dt>Status</dt><dd>Concluded</dd>');
  });

  it("reads a claim's status as words in the person's language (pt-BR)", async () => {
    const html = await readable(s.person.headers);
    expect(html).toContain('<h2>Empresas que você reivindicou</h2>');
    expect(html).toContain('<dt>Situação</dt><dd>Recusada pela associação</dd>');
    expect(html).toContain('<dt>Mensagem</dt>');
    // A vocabulary term's kind is a word too, never its code.
    expect(html).toContain('<dt>Tipo</dt><dd>Processo</dd>');
    expect(html).not.toContain('<dd>process</dd>');
  });

  it('shows names where the data keeps ids: the city, the state, a category (en)', async () => {
    const html = await readable({ ...s.person.headers, 'app-language': 'en' });
    expect(html).toContain('<dt>State</dt><dd>São Paulo</dd>');
    expect(html).toContain('<dt>City</dt><dd>Piracicaba</dd>');
    // No state, city or category shown by its number.
    expect(html).not.toMatch(/<dt>(State|City)<\/dt><dd>[\d.,]+<\/dd>/);
    // A quote's reference is shown once, not again as its "number"; a product's categories by name.
    expect(
      [...html.matchAll(/.{0,150}<dt>Number<\/dt><dd>[\w-]{16,}<\/dd>.{0,150}/g)].map((m) => m[0]),
    ).toEqual([]);
    expect(html).not.toMatch(/<dt>Categories<\/dt><dd>[\d, ]+<\/dd>/);
    expect(html).not.toContain('<dt>Category number</dt>');
  });

  it('is refused to a visitor', async () => {
    expect((await get('/app/privacy/export_readable', await openSession(t.app))).error).toBe('SES006');
  });

  it("gives another person their own data, never this person's", async () => {
    const html = await readable(s.buyer.headers);
    expect(html).not.toContain('Pessoa Privada');
    expect(html).not.toContain(s.person.email.toLowerCase());
  });
});

describe('GET /privacy/consents', () => {
  it('lists what the person agreed to, with title, version and dates', async () => {
    const body = await get('/app/privacy/consents', s.person.headers);
    expect(body.response).toBe(true);
    const data = body.data as Record<string, unknown>[];
    expect(data.map(({ acceptedAt: _, publishedAt: __, ...rest }) => rest)).toEqual([
      {
        document: 'terms-of-use',
        title: 'Termos de Uso',
        version: termsVersion,
        lang: 'pt-BR',
        source: 'registration',
      },
      {
        document: 'privacy-policy',
        title: 'Política de Privacidade',
        version: policyVersion,
        lang: 'pt-BR',
        source: 'registration',
      },
    ]);
    expect(data[0].publishedAt).toBe(PUBLISHED);
    expect(typeof data[1].publishedAt).toBe('string');
    const en = await get('/app/privacy/consents', { ...s.person.headers, 'app-language': 'en' });
    expect((en.data as { title: string }[]).map((c) => c.title)).toEqual(['Terms of Use', 'Privacy Policy']);
  });

  it('is refused to a visitor and shows another person only their own', async () => {
    expect((await get('/app/privacy/consents', await openSession(t.app))).error).toBe('SES006');
    // One consent of the buyer's, accepted at a moment of its own, and nothing of the person's.
    await t.db.db.delete(consents).where(eq(consents.customerId, s.buyer.id));
    await t.db.db.insert(consents).values({
      customerId: s.buyer.id,
      document: 'privacy-policy',
      version: null,
      lang: 'en',
      source: 'backfill',
      acceptedAt: new Date('2025-01-02T03:04:05.000Z'),
    });
    const other = await get('/app/privacy/consents', s.buyer.headers);
    expect(other.data).toEqual([
      {
        document: 'privacy-policy',
        title: 'Privacy policy',
        version: null,
        publishedAt: null,
        lang: 'en',
        source: 'backfill',
        acceptedAt: '2025-01-02T03:04:05.000Z',
      },
    ]);
  });
});
