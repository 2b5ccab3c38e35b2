import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCustomer, mailedMatch } from './support';

/*
 * Issue 12 ("What people met when they tried the product"), items 9, 11, 12 and 13, the way a
 * person meets them in the browser, in both languages.
 */
type Lang = 'pt-BR' | 'en';
const PHONE = { width: 375, height: 740 };

const T = {
  'pt-BR': {
    login: 'Entrar',
    loginTitle: 'Entre na sua conta',
    toRegister: 'Cadastre-se',
    registerTitle: 'Crie a sua conta',
    createAccount: 'Criar conta',
    name: 'Nome completo',
    cellphone: 'Celular',
    alreadyConfirmed: 'Seu e-mail já está confirmado: não é preciso fazer mais nada.',
  },
  en: {
    login: 'Log in',
    loginTitle: 'Log in to your account',
    toRegister: 'Create an account',
    registerTitle: 'Create your account',
    createAccount: 'Create account',
    name: 'Full name',
    cellphone: 'Cellphone',
    alreadyConfirmed: 'Your e-mail is already confirmed: there is nothing more to do.',
  },
} as const;

async function inLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

async function openRegister(page: Page, lang: Lang) {
  await page.goto('/');
  await page.getByRole('button', { name: T[lang].login }).first().click();
  await page
    .getByRole('dialog', { name: T[lang].loginTitle })
    .getByRole('button', { name: T[lang].toRegister })
    .click();
  const dialog = page.getByRole('dialog', { name: T[lang].registerTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of ['pt-BR', 'en'] as const) {
  test.describe(lang, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(PHONE);
      await inLanguage(page, lang);
    });

    test('masks: a 4-digit cellphone can be typed, Backspace in a CPF deletes where the caret is', async ({
      page,
    }) => {
      const dialog = await openRegister(page, lang);
      const cellphone = dialog.getByLabel(T[lang].cellphone);
      await cellphone.pressSequentially('1933334444');
      await expect(cellphone).toHaveValue('19 3333-4444');
      await cellphone.press('Backspace');
      await cellphone.pressSequentially('45');
      await expect(cellphone).toHaveValue('19 33334-4445');

      const cpf = dialog.getByLabel('CPF');
      await cpf.pressSequentially('52998224725');
      await expect(cpf).toHaveValue('529.982.247-25');
      // Caret after '529.9', then Backspace: the 9 goes and the caret stays in the middle.
      await cpf.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
      await cpf.press('Backspace');
      await expect(cpf).toHaveValue('529.822.472-5');
      expect(await cpf.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
      await cpf.press('9');
      await expect(cpf).toHaveValue('529.982.247-25');
    });

    test('the empty register form focuses Full name, at the top, not a field in the middle', async ({
      page,
    }) => {
      const dialog = await openRegister(page, lang);
      await dialog.getByRole('button', { name: T[lang].createAccount }).click();
      await expect(dialog.getByLabel(T[lang].name)).toBeFocused();
      await expect(dialog.getByLabel(T[lang].name)).toBeInViewport();
    });

    test('Esc right after opening the login closes it for good', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: T[lang].login }).first().click();
      await page.keyboard.press('Escape');
      await page.waitForTimeout(600);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Opened again, Esc at once still closes it.
      await page.getByRole('button', { name: T[lang].login }).first().click();
      await page.keyboard.press('Escape');
      await page.waitForTimeout(600);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a confirmation link opened twice says the address is already confirmed', async ({
      page,
      request,
    }) => {
      const account = await apiCustomer(request, 'Twice', lang);
      const link = await mailedMatch(account.email, /https?:\/\/\S+\/email_confirm\/customer\/[^\s"<]+/);
      const path = new URL(link).pathname;
      await page.goto(path);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /confirm/ })
          .first(),
      ).toBeVisible();
      await page.goto(path);
      await expect(page.getByText(T[lang].alreadyConfirmed)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /Falha|Failed/ })).toHaveCount(0);
    });
  });
}
