import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const outboxDir = join(tmpdir(), `catalogo-e2e-${port}`, 'outbox');

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails the server wrote to its outbox, oldest first. */
export function readOutbox(): OutboxMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(outboxDir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) as OutboxMail);
}

/** The newest match of `pattern` in the mails sent to `to`, waiting for it to arrive. */
export async function mailedMatch(to: string, pattern: RegExp): Promise<string> {
  const { expect } = await import('@playwright/test');
  let found = '';
  await expect
    .poll(() => {
      const mails = readOutbox().filter((m) => m.to.toLowerCase() === to.toLowerCase());
      found =
        mails
          .map((m) => pattern.exec(m.text)?.[0] ?? '')
          .filter(Boolean)
          .at(-1) ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

export const TEST_PASSWORD = 'Ponte#Rio2026';

export interface TestAccount {
  cpf: string;
  email: string;
  /** The first word of the name, which the header shows. */
  shortName: string;
  stamp: string;
}

/** An app session's headers for calls made outside the page (setting the scene, not the story). */
export async function apiSession(
  request: APIRequestContext,
  lang = 'pt-BR',
): Promise<Record<string, string>> {
  const open = await (await request.get('/app/session/open')).json();
  return { 'app-auth': open.appAuth, [open.token.name]: open.token.value, 'App-Language': lang };
}

/**
 * Logs `document` in on the API session `headers` and answers the login. The login gives the
 * session a new token, which replaces the old one in `headers` (the old one no longer works).
 */
export async function apiLogin(
  request: APIRequestContext,
  headers: Record<string, string>,
  document: string,
  password: string,
): Promise<{
  response: boolean;
  register?: { id: number; shortName: string; company: number; companyName: string };
  token?: { name: string; value: string };
}> {
  const { expect } = await import('@playwright/test');
  const login = await (
    await request.post('/app/auth/login', { headers, data: { document, password } })
  ).json();
  expect(login.response, JSON.stringify(login)).toBe(true);
  headers[login.token.name] = login.token.value;
  return login;
}

/** A customer registered through the API (the account flows have their own spec). */
export async function apiCustomer(
  request: APIRequestContext,
  role: string,
  lang = 'pt-BR',
): Promise<TestAccount> {
  const { expect } = await import('@playwright/test');
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const shortName = `${role}${stamp.slice(-5)}`;
  const account = {
    cpf: generateCPF(),
    email: `${role.toLowerCase()}-${stamp}@example.com`,
    shortName,
    stamp,
  };
  const answer = await (
    await request.post('/app/customer/register', {
      headers: await apiSession(request, lang),
      data: {
        name: `${shortName} Teste`,
        document: account.cpf,
        email: account.email,
        emailConfirm: account.email,
        cellphone: '19987654321',
        password: TEST_PASSWORD,
        passwordConfirm: TEST_PASSWORD,
        city: 9896,
        terms: true,
      },
    })
  ).json();
  expect(answer.response, JSON.stringify(answer)).toBe(true);
  return account;
}

/** The login modal's texts, as the page shows them in each language. */
export const LOGIN_TEXTS = {
  en: { login: 'Log in', loginTitle: 'Log in to your account', password: 'Password', signIn: 'Log in' },
  'pt-BR': { login: 'Entrar', loginTitle: 'Entre na sua conta', password: 'Senha', signIn: 'Entrar' },
} as const;

/** Logs in from the home page's header, through the login modal, and waits for it to close. */
export async function logInThroughModal(
  page: Page,
  lang: keyof typeof LOGIN_TEXTS,
  cpf: string,
  password: string,
): Promise<void> {
  const { expect } = await import('@playwright/test');
  const t = LOGIN_TEXTS[lang];
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: t.loginTitle });
  // The home page is server-rendered: a click that lands before hydration opens nothing, so wait for
  // the mark root-layout.tsx sets on <html> once React has the page (as ssr-hydration.spec.ts does).
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: t.login }).first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('CPF').fill(cpf);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.signIn }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

/**
 * Logs `page`'s browser in as `document` without the login modal, where logging in is not what the
 * test proves (the modal's login is accounts.spec.ts's subject, and accessibility.spec.ts's modal
 * story still logs in through it): the API login's session is stored where the app
 * keeps it (localStorage 'app-auth', 'app-token' and 'user', as the modal stores them), from a
 * same-origin address that renders nothing. The page is left there: the test goes on to its page.
 * It spares the home page's load, the modal and its 2 s auto-close, and the welcome toast that
 * noSeriousViolations would wait out.
 */
export async function logInThroughApi(
  page: Page,
  lang: keyof typeof LOGIN_TEXTS,
  document: string,
  password: string,
): Promise<void> {
  const request = page.context().request;
  const headers = await apiSession(request, lang);
  const login = await apiLogin(request, headers, document, password);
  const { register, token } = login;
  if (!register || !token) throw new Error(`login answered no session: ${JSON.stringify(login)}`);
  await page.goto('/app/health');
  await page.evaluate(
    ({ appAuth, token, user }) => {
      localStorage.setItem('app-auth', appAuth);
      localStorage.setItem('app-token', JSON.stringify(token));
      localStorage.setItem('user', JSON.stringify(user));
    },
    {
      appAuth: headers['app-auth'],
      token,
      user: {
        id: register.id,
        shortName: register.shortName,
        company: register.company,
        companyName: register.companyName,
      },
    },
  );
}

/*
 * The demo company owner (README): logged in, the header shows a company and the profile and quotes
 * pages their company tabs, the widest logged-in view. Specs only read its data, and using it adds
 * nothing to the suite's registrations, which the server limits per address (10 an hour).
 */
export const DEMO_OWNER = { cpf: '111.444.777-35', password: 'Empresa#2026' } as const;
/** The association's demo admin (README), the back office's user. */
export const DEMO_ADMIN = { cpf: '390.533.447-05', password: 'Admin#2026' } as const;

/** Every row of PRODUCT.md section 2; ids that the server does not know show the failure states. */
export function productRoutes(companyReqId: string): string[] {
  return [
    '/',
    '/companies',
    `/company/${companyReqId}/empresa`,
    '/quotes',
    `/quotes/new-quote/${companyReqId}`,
    '/quote-rate/00000000000000000000000000',
    '/about-us',
    '/contact',
    '/frequent-asked-questions',
    '/magazines',
    '/profile',
    '/password-recovery',
    '/password-create',
    '/email_confirm/customer/00000000000000000000000000',
    '/newsletter_confirm/00000000000000000000000000',
    '/terms/privacy-policy',
    '/terms/terms-of-use',
    '/no-such-page',
  ];
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it is, one line per
 * offending element, each starting with `where`. The one axe scan of the suite. Legacy mode runs axe
 * in the page itself: the default opens a blank page per scan to merge frame results, and injects
 * axe twice, which made the accessibility spec's 200-odd scans most of its ten minutes (decision
 * 0051). What it leaves out is inside cross-origin frames (a company's YouTube video or Google
 * map: the third party's markup, not ours); the <iframe> element itself, its title included, is
 * still checked.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only violations are read: skipping the passes' details makes each scan much shorter.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${where} ${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary}`,
      ),
    );
}

/** Each toast's text and state: a change between two reads means a toast came, moved or left. */
function toastStates(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-sonner-toast]')]
      .map((toast) => `${toast.textContent}|${toast.getAttribute('data-removed')}`)
      .join('\n'),
  );
}

/**
 * The axe checks the pages pass (WCAG 2.1 A and AA), toasts included (their colours are the
 * product's, toaster.module.css). Fails on any serious or critical violation. A toast sliding in or
 * out is partly transparent, and axe would measure its text against what shows through: the scan
 * starts once every toast is still, and when a toast came or began to leave during a scan that found
 * something, it is made again once the toasts have gone.
 */
export async function noSeriousViolations(page: Page): Promise<void> {
  const { expect } = await import('@playwright/test');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (toast) =>
          toast.getAttribute('data-mounted') === 'true' &&
          toast.getAttribute('data-removed') !== 'true' &&
          toast.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'),
      ),
    null,
    { timeout: 15_000 },
  );
  const before = await toastStates(page);
  let found = await axeViolations(page, page.url());
  if (found.length > 0 && (await toastStates(page)) !== before) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    found = await axeViolations(page, page.url());
  }
  expect(found, found.join('\n')).toEqual([]);
}
