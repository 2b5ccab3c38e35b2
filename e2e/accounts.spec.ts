import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCustomer, apiLogin, logInThroughApi, mailedMatch, TEST_PASSWORD } from './support';

/*
 * Issue 4: a customer's account from registration to logout, in both languages, at a phone and a
 * desktop width. Each test makes its own customer, so they can run in any order.
 */
type Lang = 'pt-BR' | 'en';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

const T = {
  'pt-BR': {
    login: 'Entrar',
    loginTitle: 'Entre na sua conta',
    registerTitle: 'Crie a sua conta',
    createAccount: 'Criar conta',
    name: 'Nome completo',
    cpf: 'CPF',
    email: 'E-mail',
    emailConfirm: 'Confirme o e-mail',
    cellphone: 'Celular',
    city: 'Cidade',
    password: 'Senha',
    passwordConfirm: 'Confirme a senha',
    badCpf: 'Informe um CPF válido!',
    passwordRun: /caracteres em sequência/,
    emailMismatch: 'A confirmação não confere com o e-mail!',
    terms: 'Você precisa aceitar os Termos de Uso',
    confirmed: 'E-mail confirmado!',
    remember: 'Manter conectado neste dispositivo',
    signIn: 'Entrar',
  },
  en: {
    login: 'Log in',
    loginTitle: 'Log in to your account',
    registerTitle: 'Create your account',
    createAccount: 'Create account',
    name: 'Full name',
    cpf: 'CPF',
    email: 'E-mail',
    emailConfirm: 'Confirm the e-mail',
    cellphone: 'Cellphone',
    city: 'City',
    password: 'Password',
    passwordConfirm: 'Confirm the password',
    badCpf: 'Please enter a valid CPF!',
    passwordRun: /characters in sequence/,
    emailMismatch: 'Confirmation does not match the email!',
    terms: 'You must accept the Terms of Use',
    confirmed: 'E-mail confirmed!',
    remember: 'Stay logged in on this device',
    signIn: 'Log in',
  },
} as const;

const PASSWORD = 'Ponte#Rio2026';

interface Account {
  name: string;
  shortName: string;
  cpf: string;
  email: string;
}

function newAccount(): Account {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Ana Teste ${stamp}`,
    shortName: 'Ana',
    cpf: generateCPF(),
    email: `ana-${stamp}@example.com`,
  };
}

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('lang-set', '1');
    }
  }, lang);
}

async function openLogin(page: Page, lang: Lang): Promise<Locator> {
  await page.getByRole('button', { name: T[lang].login }).first().click();
  const dialog = page.getByRole('dialog', { name: T[lang].loginTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logIn(page: Page, lang: Lang, account: Account, password: string, remember = false) {
  const dialog = await openLogin(page, lang);
  await dialog.getByLabel(T[lang].cpf).fill(account.cpf);
  await dialog.getByLabel(T[lang].password, { exact: true }).fill(password);
  if (remember) await dialog.getByLabel(T[lang].remember).check();
  await dialog.getByRole('button', { name: T[lang].signIn }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: new RegExp(account.shortName) }).first()).toBeVisible();
}

/** Registers through the form, with its rules shown on bad input first, and confirms the e-mail. */
async function register(page: Page, lang: Lang, account: Account) {
  const t = T[lang];
  let dialog = await openLogin(page, lang);
  await dialog.getByRole('button', { name: lang === 'en' ? 'Create an account' : 'Cadastre-se' }).click();
  dialog = page.getByRole('dialog', { name: t.registerTitle });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel(t.name).fill(account.name);
  await dialog.getByLabel(t.cpf).fill('111.111.111-11');
  await dialog.getByLabel(t.email, { exact: true }).fill(account.email);
  await dialog.getByLabel(t.emailConfirm).fill(`x${account.email}`);
  await dialog.getByLabel(t.cellphone).fill('19987654321');
  await dialog.getByLabel(t.password, { exact: true }).fill('abcd12345');
  await dialog.getByLabel(t.passwordConfirm).fill('abcd12345');
  await dialog.getByRole('button', { name: t.createAccount }).click();
  await expect(dialog.getByText(t.badCpf)).toBeVisible();
  await expect(dialog.getByText(t.emailMismatch)).toBeVisible();
  await expect(dialog.getByText(t.passwordRun).first()).toBeVisible();
  await expect(dialog.getByText(t.terms)).toBeVisible();

  await dialog.getByLabel(t.cpf).fill(account.cpf);
  await dialog.getByLabel(t.emailConfirm).fill(account.email);
  await dialog.getByLabel(t.city, { exact: true }).selectOption({ label: 'Piracicaba' });
  await dialog.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(t.passwordConfirm).fill(PASSWORD);
  await dialog.getByRole('checkbox').last().check();
  await dialog.getByRole('button', { name: t.createAccount }).click();
  // After a registration the login modal takes over.
  await expect(page.getByRole('dialog', { name: t.loginTitle })).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');

  const link = await mailedMatch(account.email, /https?:\/\/\S+\/email_confirm\/customer\/[^\s"<]+/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(t.confirmed)).toBeVisible();
}

/** An app session and a login for `document`, for the calls a second party makes. */
async function apiSessionOf(request: APIRequestContext, document: string, password: string) {
  const open = await (await request.get('/app/session/open')).json();
  const headers: Record<string, string> = { 'app-auth': open.appAuth, [open.token.name]: open.token.value };
  const login = await apiLogin(request, headers, document, password);
  return { headers, user: login.register as { id: number; company: number } };
}

test.describe('registration and login', () => {
  for (const [lang, viewport] of [
    ['pt-BR', PHONE],
    ['en', DESKTOP],
  ] as const) {
    test(`${lang}: register, confirm the e-mail, log in with and without staying logged in`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, lang);
      const account = newAccount();
      await page.goto('/');
      await register(page, lang, account);

      // Without "stay logged in": a reload keeps the login, but no token is kept for later.
      await logIn(page, lang, account, PASSWORD);
      await page.reload();
      await expect(page.getByRole('link', { name: new RegExp(account.shortName) }).first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
      // When the login ends (its app session is gone), the user has to log in again.
      await page.evaluate(() => {
        localStorage.removeItem('app-auth');
        localStorage.removeItem('app-token');
      });
      await page.goto('/profile');
      await expect(page.getByRole('dialog', { name: T[lang].loginTitle })).toBeVisible();
      await expect(
        page.getByRole('dialog', { name: T[lang].loginTitle }).getByLabel(T[lang].cpf),
      ).toHaveValue('');

      // With it: the stored token logs the user in again by itself.
      await page.keyboard.press('Escape');
      await context.clearCookies();
      await page.evaluate((l) => {
        localStorage.clear();
        localStorage.setItem('lang', l);
      }, lang);
      await page.goto('/');
      await logIn(page, lang, account, PASSWORD, true);
      expect(await page.evaluate(() => localStorage.getItem('user-token'))).toContain('token');
      await page.evaluate(() => {
        localStorage.removeItem('app-auth');
        localStorage.removeItem('app-token');
      });
      await page.goto('/profile');
      await expect(page.getByRole('link', { name: new RegExp(account.shortName) }).first()).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 });
    });
  }
});

test.describe('profile', () => {
  for (const [lang, viewport] of [
    ['en', PHONE],
    ['pt-BR', DESKTOP],
  ] as const) {
    test(`${lang}: change the data and the password, recover it by e-mail, log out`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, lang);
      const en = lang === 'en';
      const account = newAccount();
      await page.goto('/');
      await register(page, lang, account);
      await logIn(page, lang, account, PASSWORD);

      await page.goto('/profile');
      const newEmail = `novo-${account.email}`;
      await page.getByLabel(T[lang].email, { exact: true }).fill(newEmail);
      await page.getByLabel(T[lang].cellphone).fill('19912345678');
      await page.getByRole('button', { name: en ? 'Save changes' : 'Salvar alterações' }).click();
      // A new address must be confirmed again: the page says so once the server has saved it.
      await expect(
        page.getByText(en ? 'Your e-mail is not confirmed yet.' : 'Seu e-mail ainda não foi confirmado.'),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(T[lang].email, { exact: true })).toHaveValue(newEmail);
      await expect(page.getByLabel(T[lang].cellphone)).toHaveValue(/99?1234-5678/);

      // Change the password, then prove it by logging in with the new one.
      const second = 'Outra#Senha2026';
      await page.getByRole('tab', { name: en ? 'Change password' : 'Alterar senha' }).click();
      await page.getByLabel(en ? 'Current password' : 'Senha atual').fill(PASSWORD);
      await page.getByLabel(en ? 'New password' : 'Nova senha').fill(second);
      await page.getByLabel(T[lang].passwordConfirm).fill(second);
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: en ? 'Change password' : 'Alterar senha' })
        .click();
      await expect(
        page.getByText(en ? /password (was|has been) changed/i : /senha foi alterada/i).first(),
      ).toBeVisible();

      // Log out from the profile: the tab itself ends the session and goes home (PRODUCT.md 2).
      await page.getByRole('tab', { name: en ? 'Log out' : 'Sair' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: T[lang].login }).first()).toBeVisible();
      await logIn(page, lang, { ...account, email: newEmail }, second);

      // Forgotten password: the e-mailed code sets a third one.
      await page.evaluate((l) => {
        localStorage.clear();
        localStorage.setItem('lang', l);
      }, lang);
      await page.goto('/password-recovery');
      await page.getByLabel(T[lang].cpf).fill(account.cpf);
      await page.getByRole('button', { name: en ? 'Send me a code' : 'Enviar código' }).click();
      const code = await mailedMatch(newEmail, /\b\d{2}-?\d{2}-?\d{2}-?\d{2}\b/);
      await page.goto('/password-create');
      await page.getByLabel(en ? 'Code' : 'Código').fill(code.replace(/-/g, ''));
      await expect(page.getByText(en ? 'Code accepted.' : /Código aceito/)).toBeVisible();
      const third = 'Terceira#Vez2026';
      await page.getByLabel(en ? 'New password' : 'Nova senha').fill(third);
      await page.getByLabel(T[lang].passwordConfirm).fill(third);
      await page.getByRole('button', { name: en ? 'Save the new password' : /Salvar a nova senha/ }).click();
      await expect(
        page.getByText(en ? /new password (was|has been) saved/i : /nova senha foi salva/i).first(),
      ).toBeVisible();
      await page.goto('/');
      await logIn(page, lang, account, third);
    });
  }
});

const NOTICE = {
  en: {
    bellUnread: /Notifications \(1 unread\)/,
    bell: /^Notifications$/,
    label: 'Question received',
    unread: /Unread, mark as read/,
  },
  'pt-BR': {
    bellUnread: /Notificações \(1 não lidas?\)/,
    bell: /^Notificações$/,
    label: 'Pergunta recebida',
    unread: /Não lida, marcar como lida/,
  },
} as const;

for (const lang of ['en', 'pt-BR'] as const) {
  test(`${lang}: a notification arrives in the customer's language and is marked read`, async ({
    page,
    request,
  }) => {
    const n = NOTICE[lang];
    await useLanguage(page, lang);
    // Registered (in `lang`) and logged in through the API: the forms are the stories above.
    const account = await apiCustomer(request, 'Ana', lang);
    await logInThroughApi(page, lang, account.cpf, TEST_PASSWORD);

    // The customer asks the demo owner's company for a quote; the company asks a question about it.
    const customer = await apiSessionOf(request, account.cpf, TEST_PASSWORD);
    const owner = await apiSessionOf(request, '11144477735', 'Empresa#2026');
    const company = await (await request.get('/app/company/info', { headers: owner.headers })).json();
    const category = company.company.categories[0].id;
    const created = await (
      await request.post('/app/quotes/new', {
        headers: customer.headers,
        data: {
          category,
          title: 'Peças usinadas',
          description: 'Cem peças em aço 1045.',
          companies: [owner.user.company],
          exclude: [],
          attachments: [],
        },
      })
    ).json();
    expect(created.response, JSON.stringify(created)).toBe(true);
    const asked = await (
      await request.post('/app/quotes/question_ask', {
        headers: owner.headers,
        data: { req_id: created.data.reqId, question: 'Qual o prazo desejado?' },
      })
    ).json();
    expect(asked.response, JSON.stringify(asked)).toBe(true);

    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(account.shortName) }).first()).toBeVisible();
    const bell = page.getByRole('button', { name: n.bellUnread });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    // Written in the language the customer registered in.
    await expect(page.getByText(n.label).first()).toBeVisible();
    const unread = page.getByRole('button', { name: n.unread }).first();
    await expect(unread).toBeVisible();
    await unread.click();
    await expect(page.getByRole('button', { name: n.bell })).toBeVisible();
    await expect(page.getByRole('button', { name: n.unread })).toHaveCount(0);
  });
}
