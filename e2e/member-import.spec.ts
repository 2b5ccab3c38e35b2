import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { MEMBER_FIELDS, type MemberField } from '../src/shared/schemas/member-import';
import { expect, test } from './fixtures';
import { apiCustomer, DEMO_ADMIN, logInThroughApi, mailedMatch, TEST_PASSWORD } from './support';

/*
 * Issue 33 items 1, 3 and 8: the demo admin downloads the template at 1440 px, fills it with a bad
 * row, reads the row's problem, fixes the file, imports it and invites the new listing; its owner
 * claims it from the e-mail at 375 px. At 375 px the preview of a file fits the screen too.
 */

const HEADER = 'CNPJ;Razão social;Nome fantasia;E-mail;CEP;Cidade;UF;Categorias';
const row = (cnpj: string, name: string) =>
  `${cnpj};${name} Indústria Ltda;${name};contato@${name.toLowerCase()}.com.br;13400-000;Piracicaba;SP;Metalurgia`;

function csv(lines: string[]) {
  return {
    name: 'associadas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`),
  };
}

async function openTab(page: Page, lang: 'pt-BR' | 'en') {
  await logInThroughApi(page, lang, DEMO_ADMIN.cpf, DEMO_ADMIN.password);
  await page.goto('/admin?tab=member-import');
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

async function downloadTemplate(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('member-import-template.xlsx');
  return download.path();
}

type Member = { cnpj: string; name: string; email: string };

/** The template with its example row replaced by these members, as an admin fills it in a spreadsheet. */
async function filledTemplate(template: string, members: Member[]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  sheet.spliceRows(2, sheet.rowCount - 1);
  for (const member of members) {
    const values: Record<MemberField, string> = {
      cnpj: member.cnpj,
      name: `${member.name} Indústria Ltda`,
      tradeName: member.name,
      email: member.email,
      phone: '19 3421-0000',
      postalCode: '13400-000',
      address: 'Rua do Porto',
      addressNumber: '12',
      addressNeighborhood: 'Centro',
      city: 'Piracicaba',
      state: 'SP',
      website: '',
      categories: '',
      membershipNumber: '',
      memberSince: '',
    };
    sheet.addRow(MEMBER_FIELDS.map((field) => values[field]));
  }
  return {
    name: 'associadas.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

test('an admin imports the template with a bad row at 1440 px, fixes it, imports and invites; the owner claims at 375 px', async ({
  browser,
  request,
}) => {
  const stamp = `${Date.now()}`.slice(-7);
  const invited: Member = {
    cnpj: generateCnpj(),
    name: `Modelo ${stamp}`,
    email: `contato-${stamp}@modelo.example`,
  };
  const bad: Member = {
    cnpj: '11.222.333/0001-82',
    name: `Beta ${stamp}`,
    email: `beta-${stamp}@modelo.example`,
  };

  const wide = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  await wide.addInitScript(() => localStorage.setItem('lang', 'en'));
  const admin = await wide.newPage();
  await openTab(admin, 'en');
  const template = await downloadTemplate(admin);
  const input = admin.getByLabel('Member spreadsheet');
  await input.setInputFiles(await filledTemplate(template, [invited, bad]));
  await expect(
    admin.getByText('CNPJ: "11.222.333/0001-82" is not a valid CNPJ (its check digits do not match).'),
  ).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);

  const fixed = { ...bad, cnpj: generateCnpj() };
  await input.setInputFiles(await filledTemplate(template, [invited, fixed]));
  await expect(admin.getByText(/2 new listings/).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(admin.getByText(/associadas\.xlsx was imported: 2 new listings/).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(admin.getByRole('button', { name: 'Undo' }).first()).toBeVisible();

  await admin.goto('/admin?tab=claims');
  await admin.getByLabel('Name or e-mail').fill(invited.name);
  const choose = admin.getByLabel(`Choose ${invited.name}`);
  await expect(choose).toBeVisible();
  await choose.check();
  await admin.getByRole('button', { name: 'Invite 1 chosen listing' }).click();
  await expect(admin.getByText('1 invitation queued: it goes out in a moment.')).toBeVisible();
  await wide.close();

  const path = new URL(await mailedMatch(invited.email, /http\S+\/claim\/\S+/)).pathname;
  const owner = await apiCustomer(request, 'Dona', 'pt-BR');
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await phone.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
  const page = await phone.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: invited.name })).toBeVisible();
  expect(await beyondTheScreen(page)).toEqual([]);
  await page.getByRole('button', { name: 'Entrar' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Entre na sua conta' });
  await dialog.getByLabel('CPF').fill(owner.cpf);
  await dialog.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await page.getByRole('button', { name: `Tornar ${invited.name} minha` }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`${invited.name} agora é sua`).first()).toBeVisible();
  expect(await beyondTheScreen(page)).toEqual([]);
  await phone.close();
});

test('at 375 px the preview and the mapping fit the screen (pt-BR)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
  const page = await context.newPage();
  await openTab(page, 'pt-BR');
  await page
    .getByLabel('Planilha de associadas')
    .setInputFiles(csv([row(generateCnpj(), 'Gama'), row('123', 'Delta')]));
  await expect(page.getByText(/não é um CNPJ válido/).first()).toBeVisible();
  await expect(page.getByLabel('Razão social *')).toBeVisible();
  expect(await beyondTheScreen(page)).toEqual([]);
  await context.close();
});
