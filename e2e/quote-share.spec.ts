import { expect, test } from './fixtures';
import { apiCompany, apiLoggedIn, browserFor, fitsWidth, openQuote } from './quote-support';
import { apiCustomer } from './support';

/*
 * Issue 34 item 5: the customer, on a 375 px phone, saves the comparison as .xlsx and makes a
 * read-only link; a colleague without an account opens it at 375 px (noindex, no contacts); once
 * revoked it no longer opens. Nothing is wider than the screen.
 */

test('en: take the comparison to the boss at 375 px', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`.slice(-6);
  const alfa = `Alfa share ${stamp}`;
  const ownerA = await apiCustomer(request, 'Alfa', 'en');
  await apiCompany(request, 'en', ownerA, alfa);
  const customer = await apiCustomer(request, 'Comprador', 'en');
  const title = `Share ${stamp}`;

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

  const buyer = await browserFor(browser, 'en', customer, 375);
  const modal = await openQuote(buyer.page, 'en', 'mine', title);
  const download = buyer.page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download the comparison (.xlsx)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^quote-comparison-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await modal.getByRole('button', { name: 'Share a read-only link' }).click();
  const field = modal.getByLabel(/Your new link/);
  await expect(field).toHaveValue(/\/shared-quote\/[A-Za-z0-9_-]+$/);
  await expect(modal.getByText('1 live link:')).toBeVisible();
  await fitsWidth(buyer.page);
  const token = (await field.inputValue()).split('/').pop();

  const colleague = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await colleague.newPage();
  await page.goto(`/shared-quote/${token}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(alfa).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await fitsWidth(page);

  await modal.getByRole('button', { name: /^Revoke the link made/ }).click();
  await expect(modal.getByText('No live link.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('This comparison could not be opened.')).toBeVisible();
  await colleague.close();
  await buyer.context.close();
});
