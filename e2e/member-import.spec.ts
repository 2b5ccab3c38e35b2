import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, logInThroughModal } from './support';

/*
 * Issue 33 item 1: the demo admin uploads a member file with a bad row at 1440 px, reads the row's
 * problem, uploads the fixed file and imports it; at 375 px the preview of a file fits the screen.
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
  await logInThroughModal(page, lang, DEMO_ADMIN.cpf, DEMO_ADMIN.password);
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

test('at 1440 px an admin sees a bad row, fixes the file and imports it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  await openTab(page, 'en');
  const good = generateCnpj();
  const other = generateCnpj();
  const input = page.getByLabel('Member spreadsheet');
  await input.setInputFiles(csv([row(good, 'Alfa'), row('11.222.333/0001-82', 'Beta')]));
  await expect(
    page.getByText('CNPJ: "11.222.333/0001-82" is not a valid CNPJ (its check digits do not match).'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await input.setInputFiles(csv([row(good, 'Alfa'), row(other, 'Beta')]));
  await expect(page.getByText(/2 new listings/).first()).toBeVisible();
  await page.getByLabel('Hidden until their company claims them').check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/associadas\.csv was imported: 2 new listings/).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Undo' }).first()).toBeVisible();
  await context.close();
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
