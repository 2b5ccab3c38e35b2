import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyCategories, companyPortfolio } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import {
  addCategories,
  b64,
  companyRow,
  noisePng,
  register,
  storedFileCount,
  testImages,
  validPayload,
} from '../../test/company-fixtures';
import { call, createTestApp, openSession, readOutbox, type TestApp } from '../../test/harness';
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

describe('POST /company/register', () => {
  it('stores the company, its categories and WebP images without metadata, and mails a link', async () => {
    const user = await createUser(t, { lang: 'pt-BR' });
    const payload = await validPayload([cats[0], cats[1], cats[1]]);
    const { body } = await register(t, { ...user.headers, 'app-language': 'en' }, payload);
    expect(body).toMatchObject({ response: true, company: { name: 'Metalúrgica Exemplo' } });
    expect(body.message).toContain(payload.email.toLowerCase());
    const id = body.company?.id ?? 0;
    const row = await companyRow(t, id);
    expect(row).toMatchObject({
      ownerId: user.id,
      reqId: body.company?.reqId,
      cnpj: payload.cnpj.replace(/\D/g, ''),
      email: payload.email.toLowerCase(),
      emailValid: false,
      acceptsQuotes: true,
      phone1: '1934221234',
      phone2: null,
      whatsapp: '19987654321',
      videoUrl: 'dQw4w9WgXcQ',
      mapUrl: 'https://maps.google.com/maps?q=Rua%20Gov.%20Pedro%20de%20Toledo%2C%20Piracicaba&output=embed',
      postalCode: '13400000',
      addressAdjunct: null,
      keywords: 'torno, fresa',
    });
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row.searchText).toContain('metalurgica exemplo');
    expect(row.searchText).toContain('machining');

    const catRows = await t.db.db.select().from(companyCategories).where(eq(companyCategories.companyId, id));
    expect(catRows.map((c) => c.categoryId).sort()).toEqual([cats[0], cats[1]].sort());

    const files = await t.db.db
      .select({
        id: storedFiles.id,
        kind: storedFiles.kind,
        mime: storedFiles.mime,
        bytes: storedFiles.bytes,
      })
      .from(storedFiles);
    const mine = files.filter((f) => [row.logoFileId, row.coverFileId].includes(f.id));
    const portfolio = await t.db.db.select().from(companyPortfolio).where(eq(companyPortfolio.companyId, id));
    expect(portfolio).toHaveLength(1);
    mine.push(...files.filter((f) => f.id === portfolio[0].fileId));
    expect(mine.map((f) => f.kind).sort()).toEqual(['cover', 'logo', 'portfolio']);
    for (const file of mine) {
      const meta = await sharp(file.bytes).metadata();
      expect(file.mime).toBe('image/webp');
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(file.bytes.includes(Buffer.from('Secret Photographer'))).toBe(false);
      const expected = { logo: [512, 512], cover: [1440, 690], portfolio: [400, 300] }[file.kind as string];
      expect([meta.width, meta.height]).toEqual(expected);
    }
    // Served publicly as WebP.
    const info = await call<{ company: { logo: string } }>(t.app, {
      method: 'GET',
      url: '/app/company/info',
      headers: user.headers,
    });
    const served = await t.app.inject({ method: 'GET', url: info.body.company.logo });
    expect(served.headers['content-type']).toBe('image/webp');

    // The link goes to the company address, in the owner's language (pt-BR), not the request's.
    const mail = (await readOutbox(t.outboxDir)).find((m) => m.to === payload.email.toLowerCase());
    expect(mail?.subject).toBe('Confirme o e-mail da sua empresa');
    expect(mail?.text).toMatch(/http:\/\/catalogo\.test\/email_confirm\/company\/[A-Za-z0-9_-]{20,}/);
  });

  it('allows one company per user (CMP002) and one company per CNPJ (CMP001)', async () => {
    const user = await createUser(t);
    const first = await validPayload([cats[0]]);
    expect((await register(t, user.headers, first)).body.response).toBe(true);
    const again = await register(t, user.headers, await validPayload([cats[0]]));
    expect(again.body).toMatchObject({ response: false, error: 'CMP002' });

    const other = await createUser(t);
    const before = await storedFileCount(t);
    const digitsOnly = first.cnpj.replace(/\D/g, '');
    const dup = await register(t, other.headers, await validPayload([cats[0]], { cnpj: digitsOnly }));
    expect(dup.body).toMatchObject({
      response: false,
      error: 'CMP001',
      message: 'This CNPJ is already registered.',
    });
    expect(dup.body.fields).toEqual({ cnpj: 'This CNPJ is already registered.' });
    expect(await storedFileCount(t)).toBe(before);
  });

  it('answers CMP001 for a CNPJ lost in a race, and stores one company', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const payload = await validPayload([cats[0]]);
    const answers = await Promise.all([register(t, a.headers, payload), register(t, b.headers, payload)]);
    const errors = answers.map((r) => r.body.error ?? 'ok').sort();
    expect(errors).toEqual(['CMP001', 'ok']);
    const rows = await t.db.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.cnpj, payload.cnpj.replace(/\D/g, '')));
    expect(rows).toHaveLength(1);
  });

  it('needs a logged-in user', async () => {
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/app/company/register',
      headers: await openSession(t.app),
      payload: await validPayload([cats[0]]),
    });
    expect(anonymous.body).toMatchObject({ response: false, error: 'SES006' });
  });
});

describe('file checks at registration', () => {
  async function refused(extra: Record<string, unknown>, lang = 'en') {
    const user = await createUser(t);
    const before = await storedFileCount(t);
    const { body } = await register(
      t,
      { ...user.headers, 'app-language': lang },
      await validPayload([cats[0]], extra),
    );
    expect(body.response).toBe(false);
    // Nothing at all is stored for a refused registration.
    expect(await storedFileCount(t)).toBe(before);
    expect(await t.db.db.select().from(companies).where(eq(companies.ownerId, user.id))).toHaveLength(0);
    return body;
  }

  it('trusts the bytes, not the data: prefix', async () => {
    const images = await testImages();
    const pdfAsPng = await refused({ logo: `data:image/png;base64,${images.pdf}` });
    expect(pdfAsPng).toMatchObject({ error: 'FIL001', message: 'Logo: the file type is not allowed!' });
    expect(pdfAsPng.fields).toEqual({ logo: 'Logo: the file type is not allowed!' });

    const user = await createUser(t);
    const pngAsPdf = await register(
      t,
      user.headers,
      await validPayload([cats[0]], { logo: `data:application/pdf;base64,${images.logo}` }),
    );
    expect(pngAsPdf.body.response).toBe(true);
  });

  it('names the refused file in the request language', async () => {
    const images = await testImages();
    const en = await refused({ portfolio: [images.photo, images.pdf] });
    expect(en).toMatchObject({
      error: 'FIL001',
      message: 'Portfolio image 2: the file type is not allowed!',
    });
    expect(Object.keys(en.fields ?? {})).toEqual(['portfolio.1']);
    const pt = await refused({ portfolio: [images.photo, images.pdf] }, 'pt-BR');
    expect(pt.message).toBe('Imagem 2 do portfólio: o tipo do arquivo não é permitido!');
  });

  it('refuses images of the wrong shape', async () => {
    const images = await testImages();
    const logo = await refused({ logo: images.wide });
    expect(logo.error).toBe('FIL001');
    expect(logo.message).toBe(
      'Logo: the image must be 512x512 pixels, or of the same proportion within 10%!',
    );
    expect(logo.fields).toHaveProperty('logo');
    const cover = await refused({ cover: images.logo }, 'pt-BR');
    expect(cover.message).toMatch(/^Capa: a imagem deve ter 1440x690 pixels/);
  });

  it('refuses oversized images: logo over 1.2 MB, portfolio images over 1.5 MB', async () => {
    const bigLogo = await noisePng(700, 700);
    expect(bigLogo.length).toBeGreaterThan(1_200_000);
    expect((await refused({ logo: b64(bigLogo) })).message).toBe(
      'Logo: file is larger than the allowed size!',
    );
    const bigPhoto = await noisePng(800, 800);
    expect(bigPhoto.length).toBeGreaterThan(1_500_000);
    const images = await testImages();
    const answer = await refused({ portfolio: [images.photo, images.photo, b64(bigPhoto)] });
    expect(answer.message).toBe('Portfolio image 3: file is larger than the allowed size!');
  });

  it('refuses an image that does not decode', async () => {
    const images = await testImages();
    // The header (PNG, 512x512) reads fine; the pixels stop halfway.
    const answer = await refused({ logo: images.truncated });
    expect(answer).toMatchObject({ error: 'FIL001' });
    expect(answer.message).toMatch(/^Logo: the image could not be read/);
  });

  it('reports a refused file beside other fields as VAL001', async () => {
    const images = await testImages();
    const answer = await refused({ logo: images.pdf, trade_name: '' });
    expect(answer.error).toBe('VAL001');
    expect(answer.fields).toMatchObject({
      trade_name: 'Required field!',
      logo: 'Logo: the file type is not allowed!',
    });
    expect(answer.message.split(';')).toEqual([
      'The Trade name is required!',
      'Logo: the file type is not allowed!',
    ]);
  });
});
