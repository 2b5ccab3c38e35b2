import { expect, test } from './fixtures';
import { apiCompany } from './quote-support';
import { apiCustomer, logInThroughApi, TEST_PASSWORD } from './support';

/*
 * Issue 30 item 12: the browser's own date inputs follow the browser's locale ("mm/dd/yyyy",
 * "05:00 PM" on a Portuguese page). The date fields follow the page's language instead: here a
 * Chromium set to en-US shows a Portuguese page's deadline as dd/mm/aaaa HH:mm.
 */
test('a Portuguese page asks for dd/mm/aaaa and 24 h in a browser set to en-US', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}`.slice(-6);
  const owner = await apiCustomer(request, 'Dono', 'pt-BR');
  const company = await apiCompany(request, 'pt-BR', owner, `Datas ${stamp}`);
  const customer = await apiCustomer(request, 'Cliente', 'pt-BR');
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
  const page = await context.newPage();
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await logInThroughApi(page, 'pt-BR', customer.cpf, TEST_PASSWORD);
  await page.goto(`/quotes/new-quote/${company.reqId}`);
  const deadline = page.getByLabel('Prazo de resposta (opcional)');
  await expect(deadline).toHaveAttribute('placeholder', 'dd/mm/aaaa HH:mm');
  await deadline.pressSequentially('011220261700');
  await expect(deadline).toHaveValue('01/12/2026 17:00');
  await context.close();
});
