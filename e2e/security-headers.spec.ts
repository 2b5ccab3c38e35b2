import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession, DEMO_OWNER, LOGIN_TEXTS, logInThroughApi, productRoutes } from './support';

/*
 * Issue 11, item 6: the Content-Security-Policy lets every page of PRODUCT.md section 2 work, in
 * both languages, logged out and logged in: a script, stylesheet, image or frame it refuses is
 * reported by Chromium in the console (and as a securitypolicyviolation event), and either fails
 * the test. And no other site may frame the pages.
 */
type Lang = keyof typeof LOGIN_TEXTS;
const LANGS: Lang[] = ['pt-BR', 'en'];
const REGISTER = {
  'pt-BR': ['Cadastre-se', 'Crie a sua conta'],
  en: ['Create an account', 'Create your account'],
};
const LOGOUT_TAB = /^(Sair|Log out)$/;

/** Every message about the policy, from the console, page errors and the page's own events. */
function watchPolicy(page: Page): string[] {
  const found: string[] = [];
  const note = (text: string) => {
    if (/content security policy|securitypolicyviolation/i.test(text)) found.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => note(message.text()));
  page.on('pageerror', (error) => note(error.message));
  // The event names what was refused even where the console line would be phrased differently.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return found;
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  // The layout's header is the client's first render: the scripts ran.
  await expect(page.getByRole('banner')).toBeVisible();
  // Lazy images and frames (the map) load once scrolled to.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

async function setLanguage(page: Page, lang: Lang) {
  await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
}

/** A demo company with both a video and a map, as its page shows them in frames. */
async function companyWithFrames(request: APIRequestContext) {
  const headers = await apiSession(request);
  const list = await (await request.post('/app/companies/list', { headers, data: { page: 1 } })).json();
  for (const { reqId } of list.data as { reqId: string }[]) {
    const info = await (
      await request.post('/app/companies/info', { headers, data: { req_id: reqId } })
    ).json();
    if (info.data.videoUrl && info.data.mapUrl) return info.data as { reqId: string };
  }
  throw new Error('no demo company with a video and a map');
}

/**
 * A visitor's Enter in the new quote form: a toast, whose library's styles the build turned into a
 * file (vite.config.ts); they still apply. Then the login the form opened is closed.
 */
async function showToast(page: Page) {
  await page.locator('input[name="title"]').press('Enter');
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
  await page.keyboard.press('Escape');
}

async function clickEveryTab(page: Page) {
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const name of await tabs.allInnerTexts()) {
    if (LOGOUT_TAB.test(name.trim())) continue;
    await page.getByRole('tab', { name: name.trim(), exact: true }).click();
    await page.waitForLoadState('networkidle');
  }
}

for (const lang of LANGS) {
  test(`${lang}: every public page keeps to the policy`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const problems = watchPolicy(page);
    await setLanguage(page, lang);
    const company = await companyWithFrames(request);
    for (const path of productRoutes(company.reqId)) {
      await openPage(page, path);
      if (path.startsWith('/company/')) {
        // The embeds the policy allows are there (whether they load needs the internet).
        await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
        await expect(page.locator('iframe[src^="https://maps.google.com/maps"]')).toHaveCount(1);
      }
      if (path === '/about-us') await expect(page.locator('iframe[src*="youtube-nocookie"]')).toHaveCount(1);
      if (path === '/quotes') await showToast(page);
    }

    await openPage(page, '/');
    const t = LOGIN_TEXTS[lang];
    await page.getByRole('button', { name: t.login }).first().click();
    const login = page.getByRole('dialog', { name: t.loginTitle });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: REGISTER[lang][0] }).click();
    await expect(page.getByRole('dialog', { name: REGISTER[lang][1] })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // A magazine opens in the browser's PDF viewer, under the same headers.
    await openPage(page, '/magazines');
    const magazine = await page.locator('a[href^="/files/"]').first().getAttribute('href');
    const pdf = await page.goto(magazine ?? '');
    expect(pdf?.headers()['content-type']).toBe('application/pdf');
    await page.waitForLoadState('load');

    expect(problems).toEqual([]);
  });

  test(`${lang}: the logged-in pages keep to the policy`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchPolicy(page);
    await setLanguage(page, lang);
    // The login modal itself is opened under the policy in the test above.
    await logInThroughApi(page, lang, DEMO_OWNER.cpf, DEMO_OWNER.password);
    for (const path of ['/quotes', '/profile']) {
      await openPage(page, path);
      await clickEveryTab(page);
    }
    expect(problems).toEqual([]);
  });
}

test('no other page may frame the site', async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  await page.setContent(`<iframe src="${baseURL}/profile" title="framed"></iframe>`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  // Refused: the frame never gets the page (Chromium shows its error page instead).
  expect(await framed?.locator('header').count()).toBe(0);
});

test('the API documentation works under its own policy', async ({ page }) => {
  const problems = watchPolicy(page);
  await page.goto('/app/docs');
  await expect(page.getByText('Catálogo Industrial API')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
