import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { minimalPdf } from '../src/server/db/demo/pdf';
import { dateInputText } from '../src/shared/rules/date-input-text';
import { expect, test } from './fixtures';
import { apiCustomer, logInThroughApi, noSeriousViolations, TEST_PASSWORD } from './support';

/*
 * Issue 15 item 8: an editor (a customer given the role with `npm run staff`, the documented way)
 * publishes a magazine with its cover and PDF from /admin, seeing the card in both languages before
 * publishing, and the public magazines page shows it at once — in each language, at a phone and a
 * desktop width, with the axe checks the public pages pass.
 */
const T = {
  en: {
    title: 'Back office',
    add: 'Add a magazine',
    namePt: 'Name (Portuguese)',
    nameEn: 'Name (English)',
    date: 'Edition date',
    cover: 'Cover image (JPG, PNG or WebP)',
    pdf: 'Magazine PDF',
    notPdf: 'revista.pdf is not a PDF: its content is another kind of file, whatever its name says.',
    publish: 'Publish magazine',
    published: 'The magazine is published on the site.',
    preview: 'Preview',
  },
  'pt-BR': {
    title: 'Administração',
    add: 'Adicionar revista',
    namePt: 'Nome (português)',
    nameEn: 'Nome (inglês)',
    date: 'Data da edição',
    cover: 'Imagem da capa (JPG, PNG ou WebP)',
    pdf: 'PDF da revista',
    notPdf: 'revista.pdf não é um PDF: o conteúdo é de outro tipo, seja qual for o nome.',
    publish: 'Publicar revista',
    published: 'A revista está publicada no site.',
    preview: 'Pré-visualização',
  },
} as const;
type Lang = keyof typeof T;

const port = Number(process.env.E2E_PORT ?? 3100);

/** `npm run staff -- grant <cpf> editor` against the e2e server's database. */
function grantEditor(cpf: string) {
  execFileSync('npx', ['tsx', 'src/server/modules/admin/staff-cli.ts', 'grant', cpf, 'editor'], {
    env: { ...process.env, DATA_DIR: join(tmpdir(), `catalogo-e2e-${port}`), DATABASE_URL: '' },
    stdio: 'pipe',
  });
}

const CASES: { lang: Lang; width: number; day: string }[] = [
  { lang: 'en', width: 1440, day: '2031-05-01' },
  { lang: 'pt-BR', width: 375, day: '2031-06-01' },
];

for (const { lang, width, day } of CASES) {
  test(`${lang} at ${width} px: an editor publishes a magazine with cover and PDF and the site shows it`, async ({
    browser,
    request,
  }) => {
    // Builds a PNG, runs `npm run staff` and uploads two files: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const t = T[lang];
    const editor = await apiCustomer(request, 'Editor', lang);
    grantEditor(editor.cpf);
    const stamp = editor.stamp.slice(-6);
    const names = { pt: `Revista Teste ${stamp}`, en: `Test Magazine ${stamp}` };
    const cover = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#1d4e89' } })
      .png()
      .toBuffer();

    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    await logInThroughApi(page, lang, editor.cpf, TEST_PASSWORD);
    await page.goto('/admin?tab=publish');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    await page.getByRole('button', { name: t.add }).click();
    await page.getByLabel(t.namePt).fill(names.pt);
    await page.getByLabel(t.nameEn).fill(names.en);
    await page.getByLabel(t.date).fill(dateInputText(day, 'day', lang));
    await page.getByLabel(t.cover).setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: cover });
    // Issue 30 item 22: a picture renamed .pdf is refused saying why, and publishing keeps saying it.
    await page
      .getByLabel(t.pdf)
      .setInputFiles({ name: 'revista.pdf', mimeType: 'application/pdf', buffer: cover });
    await expect(page.getByText(t.notPdf)).toBeVisible();
    await page.getByRole('button', { name: t.publish }).click();
    await expect(page.getByText(t.notPdf)).toBeVisible();
    await page
      .getByLabel(t.pdf)
      .setInputFiles({ name: 'revista.pdf', mimeType: 'application/pdf', buffer: minimalPdf([names.pt]) });
    // The card as it will read, in both languages, before anything is published.
    const preview = page.getByRole('region', { name: t.preview });
    await expect(preview.getByText(names.pt)).toBeVisible();
    await expect(preview.getByText(names.en)).toBeVisible();
    await expect(preview.locator('img')).toHaveCount(2);
    await noSeriousViolations(page);

    await page.getByRole('button', { name: t.publish }).click();
    await expect(page.getByText(t.published).first()).toBeVisible();
    await expect(page.getByText(names.pt).first()).toBeVisible();

    await page.goto('/magazines');
    const shown = lang === 'en' ? names.en : names.pt;
    const card = page.getByRole('link', { name: new RegExp(shown) }).first();
    await expect(card).toBeVisible();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/files\//);
    const pdf = await request.get(href ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const img = card.locator('img');
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });
}
