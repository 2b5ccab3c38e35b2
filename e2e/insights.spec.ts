import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_OWNER, logInThroughApi } from './support';

/*
 * Issue 35: a company page's view is reported once per browser session in 30 minutes (a reload
 * sends nothing again), after the page has loaded; and the owner reads their insights tab at 375 px.
 */

const viewsIn = (requests: Request[]) =>
  requests
    .filter((r) => r.url().endsWith('/app/insights/count'))
    .flatMap((r) => (r.postDataJSON() as { events: { kind: string }[] }).events)
    .filter((e) => e.kind === 'view');

test.use({ viewport: { width: 375, height: 812 } });

test('a reload within 30 minutes is not reported again; the owner sees the insights tab', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  // In Portuguese, the language the rest of the story reads (the browser's own would be English).
  await page.goto('/companies?lang=pt-BR');
  const card = page.locator('main a[href^="/company/"]').first();
  await expect(card).toBeVisible();
  await page.goto((await card.getAttribute('href')) ?? '/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect.poll(() => viewsIn(requests).length, { timeout: 15_000 }).toBe(1);

  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('load');
  await page.waitForTimeout(3000);
  expect(viewsIn(requests)).toHaveLength(1);

  await logInThroughApi(page, 'pt-BR', DEMO_OWNER.cpf, DEMO_OWNER.password);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Números da empresa' }).click();
  await expect(page.getByRole('heading', { name: 'O que o catálogo traz para você' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E-mail mensal' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
