import { expect, test } from './fixtures';
import { apiCompany, apiLoggedIn, browserFor, fitsWidth, openQuote } from './quote-support';
import { apiCustomer, mailedMatch } from './support';

/*
 * Issue 34 item 7: a buyer at 1440 px invites a supplier not in the catalogue by e-mail; the
 * supplier opens the link from the e-mail at 375 px without an account, asks and proposes; the buyer
 * sees the proposal marked "outside the catalogue" and awards the item to it, and it is told so.
 */

test('en: an outside supplier invited by e-mail proposes at 375 px and wins', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now()}`.slice(-6);
  const alfa = `Alfa outside ${stamp}`;
  const ownerA = await apiCustomer(request, 'Alfa', 'en');
  await apiCompany(request, 'en', ownerA, alfa);
  const customer = await apiCustomer(request, 'Comprador', 'en');
  const title = `Outside ${stamp}`;
  const email = `vendas.${stamp}@silva.test`;

  const buyerHeaders = await apiLoggedIn(request, 'en', customer);
  const categories = await (await request.get('/app/categories/list', { headers: buyerHeaders })).json();
  const created = await (
    await request.post('/app/quotes/new', {
      headers: buyerHeaders,
      data: {
        category: categories.data[0].id,
        title,
        description: 'Flanges.',
        items: [{ description: 'Flange 4" 304', quantity: 200, unit: 'pc' }],
      },
    })
  ).json();
  expect(created.response, JSON.stringify(created)).toBe(true);
  const info = await (
    await request.post('/app/quotes/info_customer', {
      headers: buyerHeaders,
      data: { req_id: created.data.reqId },
    })
  ).json();
  const sent = await (
    await request.post('/app/quotes/proposal_send', {
      headers: await apiLoggedIn(request, 'en', ownerA),
      data: {
        req_id: created.data.reqId,
        lines: [{ item: info.quote.items[0].reqId, unit_price_cents: 1000, delivery_days: 10 }],
      },
    })
  ).json();
  expect(sent.response, JSON.stringify(sent)).toBe(true);

  // The buyer invites at 1440 px.
  const buyer = await browserFor(browser, 'en', customer, 1440);
  let modal = await openQuote(buyer.page, 'en', 'mine', title);
  await modal.getByLabel("Supplier's e-mail").fill(email);
  await modal.getByLabel("Supplier's name (optional)").fill('Usinagem Silva');
  await modal.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(modal.getByText(/Usinagem Silva </)).toBeVisible();
  const link = await mailedMatch(email, /https?:\/\/\S+\/shared-quote\/o\.[A-Za-z0-9_-]+/);

  // The supplier opens it at 375 px, without an account.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'A quote request for you' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByLabel('Ask the buyer').fill('Which steel grade?');
  await page.getByRole('button', { name: 'Send the question' }).click();
  await expect(page.getByText('Which steel grade?')).toBeVisible();
  await page.getByLabel('Unit price of Flange 4" 304', { exact: true }).fill('8');
  await page.getByLabel('Delivery (days) of Flange 4" 304', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByText(/^Sent on /)).toBeVisible({ timeout: 15_000 });
  await fitsWidth(page);
  await context.close();

  // The buyer sees it marked, and awards the item to it.
  modal = await openQuote(buyer.page, 'en', 'mine', title);
  await expect(modal.getByText('outside the catalogue').first()).toBeVisible();
  await modal.getByRole('button', { name: 'Award per item' }).click();
  await expect(modal.getByLabel('Flange 4" 304 (200 pc)').locator('option:checked')).toContainText(
    'Usinagem Silva',
  );
  await modal.getByRole('button', { name: 'Award the items' }).click();
  await buyer.page.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(modal.getByText('Awarded to Usinagem Silva')).toBeVisible();
  await mailedMatch(email, /won items|one item/);
  // Decision 0047: each sees the other's contact.
  await expect(modal.getByRole('heading', { name: 'Outside suppliers you chose' })).toBeVisible();
  await expect(modal.getByRole('link', { name: email })).toBeVisible();
  await buyer.context.close();
  const again = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
  const back = await again.newPage();
  await back.goto(new URL(link).pathname);
  await expect(back.getByText(/^The buyer chose your proposal\. Contact them/)).toContainText(customer.email);
  await fitsWidth(back);
  await again.close();
});

/*
 * Decision 0047: the buyer's invitation panel at 375 px, in Portuguese: a catalogue company's
 * address is refused with a message naming it; an outside address is invited, listed and revoked,
 * and nothing runs past the screen's width.
 */
test('pt-BR: the outside invitation panel works at 375 px', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`.slice(-6);
  const alfa = `Alfa listada ${stamp}`;
  const ownerA = await apiCustomer(request, 'Alfa', 'pt-BR');
  await apiCompany(request, 'pt-BR', ownerA, alfa);
  const customer = await apiCustomer(request, 'Compradora', 'pt-BR');
  const title = `Fora 375 ${stamp}`;
  const headers = await apiLoggedIn(request, 'pt-BR', customer);
  const categories = await (await request.get('/app/categories/list', { headers })).json();
  const created = await (
    await request.post('/app/quotes/new', {
      headers,
      data: { category: categories.data[0].id, title, description: 'Eixos usinados.' },
    })
  ).json();
  expect(created.response, JSON.stringify(created)).toBe(true);

  const buyer = await browserFor(browser, 'pt-BR', customer, 375);
  const modal = await openQuote(buyer.page, 'pt-BR', 'mine', title);
  const panel = modal.locator('section[aria-labelledby="outside-invite-heading"]');
  await panel.getByLabel('E-mail do fornecedor').fill(`empresa-${ownerA.email}`);
  await panel.getByRole('button', { name: 'Enviar o convite' }).click();
  await expect(panel.getByRole('alert')).toContainText(`${alfa} Ltda está no catálogo`);

  const email = `compras.${stamp}@torno.test`;
  await panel.getByLabel('E-mail do fornecedor').fill(email);
  await panel.getByLabel('Nome do fornecedor (opcional)').fill('Tornearia Souza');
  await panel.getByLabel('CNPJ (opcional)').fill('11.444.777/0001-61');
  await panel.getByLabel('Inglês').check();
  await panel.getByRole('button', { name: 'Enviar o convite' }).click();
  const row = panel.getByRole('list', { name: 'Fornecedores convidados' }).getByRole('listitem');
  await expect(row).toContainText(`Tornearia Souza <${email}>`);
  const revoke = row.getByRole('button', { name: `Revogar o convite de ${email}` });
  await revoke.scrollIntoViewIfNeeded();
  await expect(revoke).toBeInViewport();
  const box = await revoke.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  // The panel and its controls stay within the 375 px screen.
  const widths = await panel.evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    overflow: el.scrollWidth - el.clientWidth,
    screen: window.innerWidth,
  }));
  expect(widths.right).toBeLessThanOrEqual(widths.screen);
  expect(widths.overflow).toBeLessThanOrEqual(0);
  await fitsWidth(buyer.page);
  await revoke.click();
  await expect(row).toContainText('revogado');
  await buyer.context.close();
});
