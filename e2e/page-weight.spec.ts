import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/*
 * What `/` needs before it is interactive: the entry script and everything it imports statically,
 * the home route's chunk and its static imports (the build's manifest says which), and the
 * interface strings the page fetched before its first render (one language only). Parts loaded on
 * demand (modals, the footer's newsletter form, the slideshow's carousel once the slides have
 * arrived, other routes) are not counted. Sizes are gzip level 9, as a server or CDN would send
 * them, against budgets.json.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as {
  homeScriptGzipBytes: number;
  homeCssGzipBytes: number;
};
const port = process.env.E2E_PORT ?? '3100';
const webDir = process.env.WEB_DIR ?? join(process.cwd(), 'dist', `web-e2e-${port}`);

function staticClosure(manifest: Record<string, ManifestChunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

test('the home page stays within its script and style budgets', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const home = Object.keys(manifest).find((key) => manifest[key].src?.endsWith('app/routes/home.tsx'));
  expect(entry, 'the build has an entry').toBeTruthy();
  expect(home, 'the home route is its own chunk').toBeTruthy();

  // The browser asks for the counted scripts first: each one is served and is fetched by `/`.
  const fetched = new Set<string>();
  page.on('request', (req) => fetched.add(new URL(req.url()).pathname));
  await page.goto('/');
  await expect(page.locator('#home-heading')).toBeVisible();

  const strings = Object.keys(manifest)
    .filter((key) => /(^|\/)locales\//.test(manifest[key].src ?? '') && fetched.has(`/${manifest[key].file}`))
    .map((key) => manifest[key].src ?? key);
  // Playwright's browser speaks English: no Portuguese string comes down, and the strings the first
  // render waits for are one chunk (other namespaces load with the parts that use them, uncounted).
  expect(strings.filter((src) => /pt-br/i.test(src))).toEqual([]);
  const first = strings.filter((src) => src.startsWith('locales/first-'));
  expect(first).toEqual(['locales/first-en.ts']);
  const keys = staticClosure(manifest, [entry as string, home as string, ...first]);

  const size = (file: string) => gzipSync(readFileSync(join(webDir, file)), { level: 9 }).length;
  const scripts = [...keys].map((key) => ({ file: manifest[key].file, gzip: size(manifest[key].file) }));
  const styles = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].map((file) => ({
    file,
    gzip: size(file),
  }));
  const sum = (list: { gzip: number }[]) => list.reduce((total, item) => total + item.gzip, 0);
  const listing = [...scripts, ...styles].map((item) => `${(item.gzip / 1024).toFixed(1)} KB ${item.file}`);
  console.log(
    `home: scripts ${(sum(scripts) / 1024).toFixed(1)} KB gzip, styles ${(sum(styles) / 1024).toFixed(1)} KB gzip\n${listing.join('\n')}`,
  );

  for (const { file } of scripts) expect(fetched, `${file} is loaded by /`).toContain(`/${file}`);

  expect(sum(scripts), `scripts over budget\n${listing.join('\n')}`).toBeLessThanOrEqual(
    budgets.homeScriptGzipBytes,
  );
  expect(sum(styles), 'styles over budget').toBeLessThanOrEqual(budgets.homeCssGzipBytes);
});

/*
 * Issue 29 item 4: the portfolio's lightbox (yet-another-react-lightbox, 26 KB of script and 6 KB
 * of styles) is nothing a company page shows before a thumbnail is pressed, so neither its styles
 * nor its code come with the page's start: they are fetched once the page has loaded, and the
 * lightbox still opens on the first press.
 */
test('a company page starts without its portfolio lightbox', async ({ page }) => {
  await page.goto('/companies?lang=en');
  // The first listed company with a portfolio (companies other specs made sort first, without one).
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  let href: string | null = null;
  let html = '';
  for (let i = 0; i < (await cards.count()) && href === null; i += 1) {
    const link = await cards.nth(i).getByRole('link').first().getAttribute('href');
    html = link ? await (await page.request.get(link)).text() : '';
    if (html.includes('aria-haspopup="dialog"')) href = link;
  }
  expect(href, 'a listed company has a portfolio').toBeTruthy();
  expect(html, 'no lightbox styles in the page').not.toContain('yarl__');
  // Every script the page starts with (decision 0022: the server lists them in #page-scripts).
  const listed = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html)?.[1];
  const files = JSON.parse(listed ?? '[]') as string[];
  expect(files.length, 'the page lists its scripts').toBeGreaterThan(0);
  for (const file of files) {
    expect(await (await page.request.get(file)).text(), `${file} has no lightbox code`).not.toContain(
      'yarl__',
    );
  }

  await page.goto(href as string);
  await page.getByRole('button', { name: /Portfolio image 1 of/ }).click();
  await expect(page.locator('.yarl__root')).toBeVisible();
});

/*
 * Issue 29 item 4: the public pages hydrate without zod. Building its schemas took 80-100 ms of a
 * company page's main thread on this machine (four times that on Lighthouse's phone) when a phone
 * formatter and a search constant shared chunks with the schemas (session 42). Forms load it when
 * they open; the reports of issue 35 and the suggestions' letter count do not need it.
 */
test('the public pages start and report without zod', async ({ page }) => {
  await page.goto('/companies?lang=en');
  const company = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
  expect(company, 'the first company has a page').toBeTruthy();
  for (const path of ['/?lang=pt-BR', '/companies?lang=en', `${company}?lang=pt-BR`]) {
    const seen = new Set<string>();
    const listen = (response: import('@playwright/test').Response) => {
      if (response.url().endsWith('.js')) seen.add(new URL(response.url()).pathname);
    };
    page.on('response', listen);
    await page.goto(path, { waitUntil: 'load' });
    // The insights report is imported once the page is idle after its load (decision 0030).
    await page.waitForTimeout(3_000);
    page.off('response', listen);
    expect(seen.size, `${path} loaded its scripts`).toBeGreaterThan(2);
    // Read again from the server: a response's own body is gone once the page navigates on.
    const withZod: string[] = [];
    for (const file of seen)
      if ((await (await page.request.get(file)).text()).includes('$ZodType')) withZod.push(file);
    expect(withZod, `${path} loads no schema code`).toEqual([]);
  }
});
