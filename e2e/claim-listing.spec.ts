import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiCustomer,
  apiLogin,
  apiSession,
  DEMO_ADMIN,
  logInThroughApi,
  mailedMatch,
  TEST_PASSWORD,
} from './support';

/*
 * Issue 33 item 3: the association imports a member (through the API: the import has its own
 * spec), the demo admin sends it an invitation from the back office at 1440 px, and the invited
 * owner follows the link from the outbox at 375 px, logs in and makes the company theirs.
 */

async function importListing(request: APIRequestContext, name: string, email: string) {
  const headers = await apiSession(request, 'en');
  await apiLogin(request, headers, DEMO_ADMIN.cpf, DEMO_ADMIN.password);
  const header = 'CNPJ;Razão social;Nome fantasia;E-mail;CEP;Cidade;UF';
  const line = `${generateCnpj()};${name} Indústria Ltda;${name};${email};13400-000;Piracicaba;SP`;
  const file = { name: 'convite.csv', content: Buffer.from(`${header}\r\n${line}\r\n`).toString('base64') };
  const preview = await (
    await request.post('/app/admin/member-import/preview', { headers, data: { file } })
  ).json();
  expect(preview.response, JSON.stringify(preview)).toBe(true);
  const done = await (
    await request.post('/app/admin/member-import/import', {
      headers,
      data: { file, mapping: preview.data.mapping, visibility: 'public' },
    })
  ).json();
  expect(done.response, JSON.stringify(done)).toBe(true);
}

/** Elements whose box ends past the screen's right edge. */
function beyondTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`document ${document.documentElement.scrollWidth}`);
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[role="tablist"]') || element.closest('nav')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return found.slice(0, 20);
  });
}

test('an admin invites a listing at 1440 px; its owner claims it from the e-mail at 375 px', async ({
  browser,
  request,
}) => {
  const stamp = `${Date.now()}`.slice(-7);
  const name = `Convite ${stamp}`;
  const email = `contato-${stamp}@convite.example`;
  await importListing(request, name, email);

  const wide = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await wide.addInitScript(() => localStorage.setItem('lang', 'en'));
  const admin = await wide.newPage();
  await logInThroughApi(admin, 'en', DEMO_ADMIN.cpf, DEMO_ADMIN.password);
  await admin.goto('/admin?tab=claims');
  await admin.getByLabel('Name or e-mail').fill(name);
  const choose = admin.getByLabel(`Choose ${name}`);
  await expect(choose).toBeVisible();
  // Its own row: until the search applies, the other listings' rows are shown too.
  await expect(admin.getByRole('row').filter({ hasText: name }).getByText('Not invited')).toBeVisible();
  await choose.check();
  await admin.getByRole('button', { name: 'Invite 1 chosen listing' }).click();
  await expect(admin.getByText('1 invitation queued: it goes out in a moment.')).toBeVisible();
  await wide.close();

  const link = await mailedMatch(email, /http\S+\/claim\/\S+/);
  const path = new URL(link).pathname;

  const owner = await apiCustomer(request, 'Dona', 'pt-BR');
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await phone.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
  const page = await phone.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(`A associação convidou você a reivindicar ${name}`)).toBeVisible();
  expect(await beyondTheScreen(page)).toEqual([]);
  await page.getByRole('button', { name: 'Entrar' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Entre na sua conta' });
  await dialog.getByLabel('CPF').fill(owner.cpf);
  await dialog.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await page.getByRole('button', { name: `Tornar ${name} minha` }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`${name} agora é sua`).first()).toBeVisible();
  expect(await beyondTheScreen(page)).toEqual([]);

  // Used once: the link no longer works.
  await page.goto(path);
  await expect(page.getByText('Este link não funciona mais').first()).toBeVisible();
  await phone.close();
});
