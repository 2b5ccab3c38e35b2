import { generateCNPJ } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';
import {
  apiLogin,
  apiSession,
  logInThroughApi,
  mailedMatch,
  TEST_PASSWORD,
  type TestAccount,
} from './support';

type Lang = 'en' | 'pt-BR';

export const QUOTE_TABS = {
  en: { mine: 'My quotes', received: 'Received quotes', view: 'View the quote' },
  'pt-BR': { mine: 'Minhas Cotações', received: 'Cotações Recebidas', view: 'Ver a cotação' },
} as const;

/**
 * A browser of its own, `width` px wide, in `lang`, logged in as `account` (through the API: the
 * quote stories are about quotes; its page is on no page of the app yet).
 */
export async function browserFor(browser: Browser, lang: Lang, account: TestAccount, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await logInThroughApi(page, lang, account.cpf, TEST_PASSWORD);
  return { context, page };
}

/** The page's header names `account`: the browser is logged in as it. */
export async function expectLoggedInAs(page: Page, account: TestAccount) {
  await expect(page.getByRole('link', { name: new RegExp(account.shortName) }).first()).toBeVisible();
}

/**
 * Opens the quote called `title` from the /quotes tab `tab`; answers its view. The page is loaded
 * afresh, so it shows what others did since, and on that tab (`?tab=`, as a notification links
 * it): no other tab's list is fetched on the way.
 */
export async function openQuote(
  page: Page,
  lang: Lang,
  tab: 'mine' | 'received',
  title: string,
): Promise<Locator> {
  const t = QUOTE_TABS[lang];
  await page.goto(`/quotes?tab=${tab}`);
  await expect(page.getByRole('tab', { name: t[tab] })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `${t.view} ${title}` }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  return modal;
}

/** Nothing wider than the viewport. */
export async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The headers of an app session logged in as `account`. */
export async function apiLoggedIn(request: APIRequestContext, lang: string, account: TestAccount) {
  const headers = await apiSession(request, lang);
  await apiLogin(request, headers, account.cpf, TEST_PASSWORD);
  return headers;
}

/**
 * A company of `owner` in the first category that accepts quotes, its e-mail confirmed through the
 * mailed link (as quotes.spec.ts sets its scene); answers its reqId.
 */
export async function apiCompany(
  request: APIRequestContext,
  lang: string,
  owner: TestAccount,
  tradeName: string,
): Promise<{ reqId: string }> {
  const { expect } = await import('@playwright/test');
  const headers = await apiLoggedIn(request, lang, owner);
  const categories = await (await request.get('/app/categories/list', { headers })).json();
  const logo = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#0a3d62' } })
    .png()
    .toBuffer();
  const email = `empresa-${owner.email}`;
  const registered = await (
    await request.post('/app/company/register', {
      headers,
      data: {
        trade_name: tradeName,
        name: `${tradeName} Ltda`,
        email,
        cnpj: generateCNPJ(),
        quotes: 'y',
        phone_1: '19 3422-1234',
        about: 'Usinagem CNC de precisão, tornearia e fresagem.',
        about_short: 'Usinagem CNC de precisão.',
        postal_code: '13400-000',
        address: 'Rua do Porto',
        address_number: '100',
        address_neighborhood: 'Centro',
        city: 9896,
        categories: [categories.data[0].id],
        logo: logo.toString('base64'),
        terms: true,
      },
    })
  ).json();
  expect(registered.response, JSON.stringify(registered)).toBe(true);
  const link = await mailedMatch(email, /\/email_confirm\/company\/[^\s"<]+/);
  const token = decodeURIComponent(link.split('/').at(-1) ?? '');
  const confirmed = await (
    await request.post('/app/company_email/confirm', { headers, data: { token } })
  ).json();
  expect(confirmed.response, JSON.stringify(confirmed)).toBe(true);
  const found = await (
    await request.post('/app/companies/list', { headers, data: { search: tradeName, page: 1 } })
  ).json();
  return { reqId: found.data[0].reqId as string };
}
