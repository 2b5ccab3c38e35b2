import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../db/catalogue-cache';
import { seedAssociationContent } from '../db/demo/association';
import { companies } from '../db/schema/companies';
import { addCompany } from '../test/companies-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

/*
 * A company's about texts on the server-rendered page (issue 32 item 2, decision 0042): an English
 * visitor reads the English text where the company wrote one, else the Portuguese text marked
 * lang="pt-BR" with the "In Portuguese" note, in the page, the cards and the page's description.
 */

let webDir: string;
let t: TestApp;
let company: { reqId: string };

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'catalogo-ssr-lang-'));
  await mkdir(join(webDir, '.vite'), { recursive: true });
  await writeFile(
    join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-e.js', isEntry: true } }),
  );
  await writeFile(join(webDir, 'index.html'), await readFile(resolve('src/web/index.html'), 'utf8'));
  t = await createTestApp({ WEB_DIR: webDir, SSR_ENTRY: resolve('src/web/entry-server.tsx') });
  await seedAssociationContent(t.db.db);
  company = await addCompany(t.db, {
    tradeName: 'Caldeiraria Bilíngue',
    aboutShort: 'Caldeiraria pesada sob medida',
    about: 'Fabricamos vasos de pressão desde 1975.',
  });
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const page = async (url: string, lang: string) => {
  const res = await t.app.inject({ url, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  // The markup inside #root: the data script (the answers as JSON) left out.
  const root = res.body.slice(res.body.indexOf('<div id="root">')).replace(/<script[\s\S]*?<\/script>/g, '');
  return { head: res.body.slice(0, res.body.indexOf('<div id="root">')), root };
};

/** The element with lang="pt-BR" that holds `text`, and whether the note follows it. */
const markedPortuguese = (html: string, text: string) =>
  new RegExp(`<div lang="pt-BR"><p[^>]*>${text}</p></div><p[^>]*>In Portuguese</p>`).test(html);

const setEnglish = async (values: { aboutEn: string | null; aboutShortEn: string | null }) => {
  await t.db.db.update(companies).set(values).where(eq(companies.reqId, company.reqId));
  catalogueChanged(t.db.db);
};

describe('a company page in English', () => {
  it('marks the Portuguese about texts lang="pt-BR" with the note where the company wrote no English', async () => {
    await setEnglish({ aboutEn: null, aboutShortEn: null });
    const { root, head } = await page(`/company/${company.reqId}/caldeiraria-bilingue?lang=en`, 'en');
    expect(markedPortuguese(root, 'Fabricamos vasos de pressão desde 1975.')).toBe(true);
    expect(head).toContain('<meta name="description" content="Caldeiraria pesada sob medida"');
    const list = await page('/companies?search=Bil%C3%ADngue&lang=en', 'en');
    expect(markedPortuguese(list.root, 'Caldeiraria pesada sob medida')).toBe(true);
  });

  it('shows the English texts unmarked where written, in the page, the card and the description', async () => {
    await setEnglish({
      aboutEn: 'We build pressure vessels since 1975.',
      aboutShortEn: 'Heavy custom boilermaking',
    });
    const { root, head } = await page(`/company/${company.reqId}/caldeiraria-bilingue?lang=en`, 'en');
    expect(root).toContain('We build pressure vessels since 1975.');
    expect(root).not.toContain('Fabricamos vasos');
    expect(root).not.toContain('In Portuguese');
    expect(head).toContain('<meta name="description" content="Heavy custom boilermaking"');
    expect(head).toMatch(/"description":"Heavy custom boilermaking"/);
    const list = await page('/companies?search=Bil%C3%ADngue&lang=en', 'en');
    expect(list.root).toContain('Heavy custom boilermaking');
    expect(list.root).not.toContain('In Portuguese');
  });

  it('a Portuguese page shows the Portuguese texts unmarked, English written or not', async () => {
    const { root, head } = await page(`/company/${company.reqId}/caldeiraria-bilingue`, 'pt-BR');
    expect(root).toContain('Fabricamos vasos de pressão desde 1975.');
    expect(root).not.toContain('lang="pt-BR"><p');
    expect(root).not.toContain('Em português');
    expect(head).toContain('<meta name="description" content="Caldeiraria pesada sob medida"');
  });
});
