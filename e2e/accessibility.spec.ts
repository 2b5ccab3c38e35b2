import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiSession,
  axeViolations,
  DEMO_ADMIN,
  DEMO_OWNER,
  LOGIN_TEXTS,
  logInThroughApi,
  logInThroughModal,
  productRoutes,
} from './support';

/*
 * Issue 7.1: axe-core on every route of PRODUCT.md section 2, logged out and logged in, in both
 * languages, at 375 and 1440 px wide, with no serious or critical violation. One browser context per
 * language and login state walks all the routes and scans each page at both widths (one visit per
 * page, one login per context, no fixed waits: the whole file stays a few minutes long in CI). The modal behaviour (focus kept inside,
 * returned on close, Esc) is checked on the login modal, the shell every modal uses.
 */
const LANGS = ['pt-BR', 'en'] as const;
type Lang = (typeof LANGS)[number];
const WIDTHS = [1440, 375] as const;

const T = {
  en: {
    ...LOGIN_TEXTS.en,
    register: 'Create an account',
    registerTitle: 'Create your account',
    openMenu: 'Open menu',
    bell: 'Notifications',
  },
  'pt-BR': {
    ...LOGIN_TEXTS['pt-BR'],
    register: 'Cadastre-se',
    registerTitle: 'Crie a sua conta',
    openMenu: 'Abrir menu',
    bell: 'Notificações',
  },
} as const;

let companyReqId: string;

test.beforeAll(async ({ request }) => {
  companyReqId = await firstCompany(request);
});

async function firstCompany(request: APIRequestContext): Promise<string> {
  const list = await (
    await request.post('/app/companies/list', { headers: await apiSession(request), data: { page: 1 } })
  ).json();
  expect(list.data.length, JSON.stringify(list)).toBeGreaterThan(0);
  return list.data[0].reqId as string;
}

async function openPage(browser: Browser, lang: Lang, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return { context, page: await context.newPage() };
}

async function logIn(page: Page, lang: Lang) {
  await logInThroughModal(page, lang, DEMO_OWNER.cpf, DEMO_OWNER.password);
}

/** Loaded: the page's heading is shown and no request is still in flight. */
async function settle(page: Page) {
  await expect(page.locator('main h1, dialog[open] h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const lang of LANGS) {
  for (const loggedIn of [false, true]) {
    test(`${lang}, ${loggedIn ? 'logged in' : 'logged out'}: no serious axe violation at 1440 and 375 px`, async ({
      browser,
    }) => {
      // Every product route at two widths: 1.7–2.0 min on an idle 2-core machine.
      test.setTimeout(300_000);
      const { context, page } = await openPage(browser, lang, WIDTHS[0]);
      // The login modal is scanned, and logged in through, in the modals' story below.
      if (loggedIn) await logInThroughApi(page, lang, DEMO_OWNER.cpf, DEMO_OWNER.password);
      const found: string[] = [];
      // Where a route leads to a page already scanned (logged in, /password-recovery and
      // /password-create go to /profile), the same page is not scanned again.
      const scanned = new Set<string>();
      for (const route of productRoutes(companyReqId)) {
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await page.goto(route);
        await settle(page);
        if (scanned.has(page.url())) continue;
        scanned.add(page.url());
        // One visit, both widths: the layout follows the viewport (media queries, matchMedia).
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          found.push(...(await axeViolations(page, `${route} @${width}`)));
        }
      }
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

// The back office (issue 15), as the demo admin: every tab and every inner tab (content, publish),
// with the dashboard's tables opened, at both widths; nothing may scroll sideways (the page's own
// width, not a table's scroll box), and the app's own confirmation dialog passes too.
const ADMIN_TABS = [
  'companies',
  'customers',
  'newsletter',
  'ratings',
  'insight',
  'searches',
  'listings',
  'member-import',
  'content',
  'publish',
  'audit',
] as const;

/** The page is no wider than the window: a back-office list or form that overflows fails here. */
async function overflow(page: Page, where: string): Promise<string[]> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth <= innerWidth
    ? []
    : [`${where}: the page is ${scrollWidth} px wide in ${innerWidth} px`];
}

async function scanBothWidths(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found.push(
      ...(await axeViolations(page, `${where} @${width}`)),
      ...(await overflow(page, `${where} @${width}`)),
    );
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  return found;
}

for (const lang of LANGS) {
  test(`${lang}, demo admin: no serious axe violation and no sideways scroll on /admin's tabs at 1440 and 375 px`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { context, page } = await openPage(browser, lang, WIDTHS[0]);
    await logInThroughApi(page, lang, DEMO_ADMIN.cpf, DEMO_ADMIN.password);
    const found: string[] = [];
    for (const tab of ADMIN_TABS) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(`/admin?tab=${tab}`);
      await settle(page);
      for (const summary of await page.locator('details > summary').all()) await summary.click();
      const inner = page.getByRole('main').getByRole('tablist').last().getByRole('tab');
      const innerTabs = tab === 'content' || tab === 'publish' ? await inner.all() : [];
      if (innerTabs.length === 0) found.push(...(await scanBothWidths(page, `/admin?tab=${tab}`)));
      for (const [index, innerTab] of innerTabs.entries()) {
        await innerTab.click();
        await page.waitForLoadState('networkidle');
        found.push(...(await scanBothWidths(page, `/admin?tab=${tab} inner tab ${index + 1}`)));
      }
    }
    // A removal asks in the app's dialog: scanned open, then dismissed without removing anything.
    await page.goto('/admin?tab=content');
    await settle(page);
    const remove = page.getByRole('main').getByRole('button', { name: lang === 'en' ? 'Remove' : 'Remover' });
    await remove.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    found.push(...(await scanBothWidths(page, '/admin?tab=content remove dialog')));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove.first()).toBeFocused();
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });
}

for (const lang of LANGS) {
  test(`${lang}: the mobile menu, the login and register modals and the notifications panel, open`, async ({
    browser,
  }) => {
    const t = T[lang];
    const { context, page } = await openPage(browser, lang, 375);
    const found: string[] = [];
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: t.openMenu }).click();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    found.push(...(await axeViolations(page, '/ menu @375')));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: t.login }).first().click();
    await expect(page.getByRole('dialog', { name: t.loginTitle })).toBeVisible();
    found.push(...(await axeViolations(page, '/ login @375')));
    await page.getByRole('button', { name: t.register }).click();
    await expect(page.getByRole('dialog', { name: t.registerTitle })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page, '/ register @375')));
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, lang);
    await page.getByRole('button', { name: new RegExp(t.bell) }).click();
    await expect(page.getByRole('region', { name: t.bell })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page, '/ notifications @1440')));
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('a modal keeps focus inside, closes on Esc and gives focus back to its opener', async ({ browser }) => {
  const { context, page } = await openPage(browser, 'en', 1440);
  const t = T.en;
  await page.goto('/');
  const opener = page.getByRole('button', { name: t.login }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.loginTitle });
  await expect(dialog).toBeVisible();

  // Tabbing twice around every control never leaves the dialog.
  const stops = await dialog.locator('a[href], button, input, select, textarea').count();
  for (let i = 0; i < stops * 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The close icon does the same.
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await context.close();
});

test('form errors are announced and every field has a label', async ({ browser }) => {
  const { context, page } = await openPage(browser, 'en', 1440);
  await page.goto('/');
  await page.getByRole('button', { name: T.en.login }).first().click();
  const dialog = page.getByRole('dialog', { name: T.en.loginTitle });
  await dialog.getByRole('button', { name: T.en.signIn }).click();
  // Each invalid field names its error and the error sits in a live region or alert.
  const cpf = dialog.getByLabel('CPF');
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  const described = await cpf.getAttribute('aria-describedby');
  expect(described).toBeTruthy();
  const error = page.locator(`[id="${described?.split(' ')[0]}"]`);
  await expect(error).not.toBeEmpty();
  const announced = await error.evaluate(
    (node) => node.closest('[role="alert"], [aria-live="polite"], [aria-live="assertive"]') !== null,
  );
  expect(announced, 'the field error is in an alert or live region').toBe(true);
  await context.close();
});
