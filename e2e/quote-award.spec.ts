import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { apiCompany, apiLoggedIn, browserFor, fitsWidth, openQuote } from './quote-support';
import { apiCustomer } from './support';

/*
 * Issue 34 item 4: two companies price a request's items through the API; the customer, on a
 * 375 px phone, awards the items per supplier from the quote's view (the lowest landed cost picked
 * first), confirms, and each item then names its supplier. Nothing is wider than the screen.
 * Item 1 (decision 0046): first the customer attaches a drawing to the flanges from the quote's
 * view, and a supplier at 1440 px downloads it, name and bytes as sent.
 */

const DRAWING_NAME = 'Flange F-12 Ø50 — «rev B» 軸.dxf';
const DRAWING = '  0\r\nSECTION\r\n  2\r\nHEADER\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n';

const ITEMS = [
  { description: 'Flange 4" 304', quantity: 200, unit: 'pc' },
  { description: 'Machining of shafts', quantity: 1, unit: 'servico' },
];

test('en: a split award at 375 px', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`.slice(-6);
  const alfa = `Alfa award ${stamp}`;
  const beta = `Beta award ${stamp}`;
  const ownerA = await apiCustomer(request, 'Alfa', 'en');
  await apiCompany(request, 'en', ownerA, alfa);
  const ownerB = await apiCustomer(request, 'Beta', 'en');
  await apiCompany(request, 'en', ownerB, beta);
  const customer = await apiCustomer(request, 'Comprador', 'en');
  const title = `Award ${stamp}`;

  const buyerHeaders = await apiLoggedIn(request, 'en', customer);
  const categories = await (await request.get('/app/categories/list', { headers: buyerHeaders })).json();
  const created = await (
    await request.post('/app/quotes/new', {
      headers: buyerHeaders,
      data: { category: categories.data[0].id, title, description: 'Flanges and shafts.', items: ITEMS },
    })
  ).json();
  expect(created.response, JSON.stringify(created)).toBe(true);
  const info = await (
    await request.post('/app/quotes/info_customer', {
      headers: buyerHeaders,
      data: { req_id: created.data.reqId },
    })
  ).json();
  const [flange, shafts] = info.quote.items.map((item: { reqId: string }) => item.reqId);

  // The buyer attaches the flange's drawing on the phone; the control says so in words.
  const buyer = await browserFor(browser, 'en', customer, 375);
  const draft = await openQuote(buyer.page, 'en', 'mine', title);
  // The item's button opens the list's one file picker (issue 34 item 3), as a person picks.
  const choosing = buyer.page.waitForEvent('filechooser');
  await draft.getByRole('button', { name: 'Drawing or datasheet of item 1: Flange 4" 304' }).click();
  await (await choosing).setFiles({
    name: DRAWING_NAME,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(DRAWING),
  });
  await expect(buyer.page.getByText('The drawing was attached to the item.')).toBeVisible();
  await expect(draft.getByRole('button', { name: `Drawing: ${DRAWING_NAME}` })).toBeVisible();
  await expect(draft.getByText('Replace drawing')).toBeVisible();
  await fitsWidth(buyer.page);

  // A supplier at 1440 px downloads it beside the item, and cannot change it.
  const supplier = await browserFor(browser, 'en', ownerA, 1440);
  const received = await openQuote(supplier.page, 'en', 'received', title);
  await expect(received.getByText('Attach drawing')).toHaveCount(0);
  const downloading = supplier.page.waitForEvent('download');
  await received.getByRole('button', { name: `Drawing: ${DRAWING_NAME}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(DRAWING_NAME);
  expect(readFileSync(await download.path()).toString()).toBe(DRAWING);
  await supplier.context.close();

  // Alfa is cheaper for the flanges and cannot machine; Beta prices both.
  for (const [owner, lines] of [
    [
      ownerA,
      [
        { item: flange, unit_price_cents: 1000, delivery_days: 10 },
        { item: shafts, cannot_supply: true },
      ],
    ],
    [
      ownerB,
      [
        { item: flange, unit_price_cents: 1200, delivery_days: 7 },
        { item: shafts, unit_price_cents: 50_000, delivery_days: 14 },
      ],
    ],
  ] as const) {
    const headers = await apiLoggedIn(request, 'en', owner);
    const sent = await (
      await request.post('/app/quotes/proposal_send', {
        headers,
        data: { req_id: created.data.reqId, lines },
      })
    ).json();
    expect(sent.response, JSON.stringify(sent)).toBe(true);
  }

  const modal = await openQuote(buyer.page, 'en', 'mine', title);
  await modal.getByRole('button', { name: 'Award per item' }).click();
  await expect(modal.getByLabel('Flange 4" 304 (200 pc)')).toHaveValue(/.+/);
  await expect(modal.getByLabel('Flange 4" 304 (200 pc)').locator('option:checked')).toHaveText(
    `${alfa} · R$2,000.00 (lowest)`,
  );
  await expect(modal.getByLabel('Machining of shafts (1 service)').locator('option:checked')).toHaveText(
    `${beta} · R$500.00 (lowest)`,
  );
  await fitsWidth(buyer.page);
  for (const select of await modal.getByRole('combobox').all()) {
    const box = await select.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  await modal.getByRole('button', { name: 'Award the items' }).click();
  await buyer.page.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(buyer.page.getByText('The items were split between 2 suppliers!')).toBeVisible();
  await expect(modal.getByText(`Awarded to ${alfa}`)).toBeVisible();
  await expect(modal.getByText(`Awarded to ${beta}`)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Award per item' })).toHaveCount(0);
  await fitsWidth(buyer.page);
  await buyer.context.close();
});
