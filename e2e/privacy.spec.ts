import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { apiCustomer, apiSession, LOGIN_TEXTS, logInThroughApi, readOutbox, TEST_PASSWORD } from './support';

/*
 * Issue 11, item 8: the LGPD rights in /profile — download all one's data as a JSON file, then
 * delete the account with the password — in each language.
 */
const T = {
  'pt-BR': {
    tab: 'Privacidade',
    download: 'Baixar meus dados',
    downloaded: 'O arquivo com os seus dados foi baixado.',
    fileName: /^meus-dados-catalogo-industrial-\d{4}-\d{2}-\d{2}\.json$/,
    remove: 'Excluir minha conta',
    modal: 'Excluir a sua conta?',
    password: 'Digite sua senha para confirmar',
    confirm: 'Excluir minha conta definitivamente',
    wrong: 'A senha atual está incorreta.',
    deleted: /^Sua conta foi excluída\./,
    mailSubject: 'Sua conta foi excluída',
  },
  en: {
    tab: 'Privacy',
    download: 'Download my data',
    downloaded: 'Your data file was downloaded.',
    fileName: /^my-data-industrial-catalogue-\d{4}-\d{2}-\d{2}\.json$/,
    remove: 'Delete my account',
    modal: 'Delete your account?',
    password: 'Type your password to confirm',
    confirm: 'Delete my account permanently',
    wrong: 'The current password is wrong.',
    deleted: /^Your account has been deleted\./,
    mailSubject: 'Your account has been deleted',
  },
} as const;

for (const lang of ['pt-BR', 'en'] as const) {
  test(`${lang}: download my data, then delete my account`, async ({ page, request }) => {
    const t = T[lang];
    const account = await apiCustomer(request, 'Lgpd', lang);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await logInThroughApi(page, lang, account.cpf, TEST_PASSWORD);
    await page.goto('/profile');
    await page.getByRole('tab', { name: t.tab }).click();
    const panel = page.getByRole('tabpanel', { name: t.tab });

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: t.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(t.fileName);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.customer).toMatchObject({ email: account.email, lang });
    expect(data.customer.doc.replace(/\D/g, '')).toBe(account.cpf.replace(/\D/g, ''));
    expect(data.consents.map((c: { document: string; source: string }) => [c.document, c.source])).toEqual([
      ['terms-of-use', 'registration'],
      ['privacy-policy', 'registration'],
    ]);
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);
    await expect(panel.getByText(t.downloaded)).toBeVisible();

    await panel.getByRole('button', { name: t.remove }).click();
    const dialog = page.getByRole('dialog', { name: t.modal });
    await dialog.getByLabel(t.password).fill('Errada#2026');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog.getByText(t.wrong).first()).toBeVisible();
    await dialog.getByLabel(t.password).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: t.confirm }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(page.getByRole('button', { name: LOGIN_TEXTS[lang].login }).first()).toBeVisible();
    // Home as a visitor, without the login modal the profile opens for a visitor.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await expect
      .poll(() => readOutbox().some((m) => m.to === account.email && m.subject === t.mailSubject))
      .toBe(true);
    const login = await (
      await request.post('/app/auth/login', {
        headers: await apiSession(request, lang),
        data: { document: account.cpf, password: TEST_PASSWORD },
      })
    ).json();
    expect(login.error).toBe('AUT001');
  });
}
