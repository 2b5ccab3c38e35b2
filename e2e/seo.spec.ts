import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession } from './support';

/*
 * Issue 16 items 2–4 in a real browser on the built client: the head the server writes (title,
 * description, canonical, alternates, Open Graph, JSON-LD) reaches the document, the JSON-LD data
 * blocks raise no Content-Security-Policy report, and the crawler files answer.
 */

function watchPolicy(page: Page): string[] {
  const found: string[] = [];
  const note = (text: string) => {
    if (/content security policy|securitypolicyviolation/i.test(text)) found.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => note(message.text()));
  page.on('pageerror', (error) => note(error.message));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return found;
}

const jsonLdTypes = (page: Page) =>
  page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => (JSON.parse(node.textContent ?? '{}') as { '@type': string })['@type']),
    );

test('the pages carry their head and JSON-LD without a policy report', async ({ page, request }) => {
  const violations = watchPolicy(page);
  const headers = await apiSession(request, 'en');
  const list = await (await request.post('/app/companies/list', { headers, data: { page: 1 } })).json();
  const first = list.data[0] as { reqId: string; name: string };

  await page.goto(`/company/${first.reqId}/x?lang=en`);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await jsonLdTypes(page)).toEqual(['LocalBusiness', 'BreadcrumbList']);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/company/${first.reqId}/[a-z0-9-]+\\?lang=(en|pt-BR)$`));
  expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(3);
  expect(await page.locator('meta[property="og:image"]').count()).toBe(1);
  await expect(page).toHaveTitle(new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  for (const [path, type] of [
    ['/companies', 'ItemList'],
    ['/frequent-asked-questions', 'FAQPage'],
    ['/', 'WebSite'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await jsonLdTypes(page)).toContain(type);
  }
  expect(violations).toEqual([]);
});

test('robots.txt names the sitemap, whose index and files answer', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemap = /Sitemap: (\S+)/.exec(await robots.text())?.[1] ?? '';
  expect(sitemap).toMatch(/\/sitemap\.xml$/);
  const index = await (await request.get(new URL(sitemap).pathname)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(files).toContain('/sitemap-companies-1.xml');
  const companies = await (await request.get('/sitemap-companies-1.xml')).text();
  expect(companies).toMatch(/<loc>[^<]+\/company\/[^<]+\?lang=en<\/loc>/);
});
