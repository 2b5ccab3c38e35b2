import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, logInThroughApi, noSeriousViolations } from './support';

/*
 * Issue 33 item 4 with the demo data (item 7): the demo admin finds Estamparia Nova Era waiting in
 * the back office's Approvals tab at 375 px and refuses it with a reason; its owner reads the reason
 * in the profile and sends it again; the admin approves it and it is in the catalogue.
 */
const WIDTH = 375;
const OWNER = { cpf: '714.602.385-08', password: 'Empresa#2026' } as const;
const COMPANY = 'Estamparia Nova Era';

async function nothingBeyondTheScreen(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(WIDTH);
}

test('a new company waits, is refused with a reason, sent again and approved (375 px)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
  const admin = await context.newPage();
  await logInThroughApi(admin, 'pt-BR', DEMO_ADMIN.cpf, DEMO_ADMIN.password);

  // Not public while it waits.
  await admin.goto(`/companies?search=${encodeURIComponent(COMPANY)}`);
  await expect(admin.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(admin.getByRole('link', { name: new RegExp(COMPANY) })).toHaveCount(0);

  await admin.goto('/admin?tab=approvals');
  const card = admin.getByRole('listitem').filter({ has: admin.getByText(COMPANY, { exact: true }) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(/dígitos verificadores válidos/)).toBeVisible();
  await expect(card.getByText('Não é associada')).toBeVisible();
  await nothingBeyondTheScreen(admin);
  await noSeriousViolations(admin);
  await card.getByRole('button', { name: 'Recusar' }).click();
  await card.getByLabel(/Motivo/).fill('Envie o cartão CNPJ atualizado.');
  await card.getByRole('button', { name: 'Recusar a empresa' }).click();
  await expect(admin.getByText(`${COMPANY} foi recusada`, { exact: false })).toBeVisible();
  // The demo publishes new companies at once (the default): the empty queue says how to turn approval on.
  await expect(admin.getByText(/Novas empresas são publicadas na hora/)).toBeVisible();

  const ownerContext = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
  await ownerContext.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
  const owner = await ownerContext.newPage();
  await logInThroughApi(owner, 'pt-BR', OWNER.cpf, OWNER.password);
  await owner.goto('/profile');
  await owner.getByRole('tab', { name: 'Dados da empresa' }).click();
  await expect(owner.getByText('Motivo: Envie o cartão CNPJ atualizado.')).toBeVisible();
  await nothingBeyondTheScreen(owner);
  await owner.getByRole('button', { name: 'Enviar de novo para aprovação' }).click();
  await expect(owner.getByText(/voltou para a associação/).first()).toBeVisible();
  await expect(owner.getByText('Aguardando a aprovação da associação:')).toBeVisible();

  await admin.reload();
  const again = admin.getByRole('listitem').filter({ has: admin.getByText(COMPANY, { exact: true }) });
  await expect(again.getByText('Envie o cartão CNPJ atualizado.')).toBeVisible({ timeout: 15_000 });
  await again.getByRole('button', { name: `Aprovar ${COMPANY}` }).click();
  await expect(admin.getByText(/foi aprovada e já está no catálogo/)).toBeVisible();

  await admin.goto(`/companies?search=${encodeURIComponent(COMPANY)}`);
  await expect(admin.getByRole('link', { name: new RegExp(COMPANY) }).first()).toBeVisible({
    timeout: 15_000,
  });
  await context.close();
  await ownerContext.close();
});
