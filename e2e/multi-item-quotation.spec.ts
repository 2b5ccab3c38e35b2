import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { apiCompany, apiLoggedIn, browserFor, fitsWidth, openQuote } from './quote-support';
import { apiCustomer, mailedMatch } from './support';

/*
 * Issue 34 item 10's story: a buyer at 1440 px pastes 20 items from a spreadsheet (one with a
 * drawing), two catalogue suppliers propose line prices (one through the API, one in the browser
 * at 375 px) and so does a supplier outside the catalogue, invited by e-mail (at 375 px, through
 * its link, without an account); the buyer compares, exports the PDF for the boss and splits the
 * award between the three.
 *
 * What other specs already cover of it: quote-award.spec.ts (split award at 375 px, a drawing
 * attached and downloaded), quote-share.spec.ts (the .xlsx and the read-only link),
 * quote-compare.spec.ts and quote-story.spec.ts (single-price proposals compared at both widths).
 * outside-supplier.spec.ts (one item, a question, the award mailed). This one walks the whole
 * multi-item path in one go.
 */

const COUNT = 20;

test('en: 20 pasted items, two catalogue suppliers and one outside it, compared, PDF exported, award split', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}`.slice(-6);
  const alfa = `Alfa multi ${stamp}`;
  const beta = `Beta multi ${stamp}`;
  const ownerA = await apiCustomer(request, 'Alfa', 'en');
  const alfaCompany = await apiCompany(request, 'en', ownerA, alfa);
  const ownerB = await apiCustomer(request, 'Beta', 'en');
  await apiCompany(request, 'en', ownerB, beta);
  const customer = await apiCustomer(request, 'Comprador', 'en');
  const title = `Multi-item ${stamp}`;
  const names = Array.from({ length: COUNT }, (_, i) => `Part ${String(i + 1).padStart(2, '0')}-${stamp}`);

  // The buyer, at 1440 px, asks Alfa (from its page's link) and Beta, pasting 20 rows.
  const buyer = await browserFor(browser, 'en', customer, 1440);
  await buyer.page.goto(`/quotes/new-quote/${alfaCompany.reqId}`);
  await expect(buyer.page.getByText(`${alfa} is already chosen as a target company.`)).toBeVisible();
  await buyer.page.getByRole('button', { name: 'Choose target companies' }).click();
  const picker = buyer.page.getByRole('dialog', { name: 'Target companies' });
  await picker.getByLabel('Search by company name').fill(beta);
  await picker.getByRole('button', { name: beta }).click();
  await picker.getByRole('button', { name: 'OK' }).click();
  await buyer.page.getByLabel('Title', { exact: true }).fill(title);
  await buyer.page.getByLabel('Description', { exact: true }).fill('Twenty parts, drawings attached.');
  const rows = names.map((name, i) => `${name}\t${(i + 1) * 10}\tpc\tSteel 304`).join('\n');
  await buyer.page.getByLabel('Paste rows from a spreadsheet').fill(rows);
  await buyer.page.getByRole('button', { name: 'Add the pasted rows' }).click();
  await expect(buyer.page.getByRole('list', { name: `${COUNT} items` })).toBeVisible();
  await buyer.page.getByLabel(`Drawing or datasheet of item 1: ${names[0]}`).setInputFiles({
    name: 'part-01.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await fitsWidth(buyer.page);
  await buyer.page.getByRole('button', { name: 'Send the request' }).click();
  await expect(buyer.page.getByLabel('Title', { exact: true })).toHaveValue('', { timeout: 20_000 });

  const buyerHeaders = await apiLoggedIn(request, 'en', customer);
  const list = await (
    await request.post('/app/quotes/list_customer', { headers: buyerHeaders, data: { page: 1 } })
  ).json();
  const reqId = list.data.find((q: { title: string }) => q.title === title).reqId as string;
  const info = await (
    await request.post('/app/quotes/info_customer', { headers: buyerHeaders, data: { req_id: reqId } })
  ).json();
  const items = info.quote.items as { reqId: string; description: string; drawing?: { name: string } }[];
  expect(items.map((item) => item.description)).toEqual(names);
  expect(items[0].drawing?.name).toBe('part-01.pdf');

  // Beta, through the API: cheaper on the odd items, cannot supply the last.
  const betaHeaders = await apiLoggedIn(request, 'en', ownerB);
  const betaLines = items.map((item, i) =>
    i === COUNT - 1
      ? { item: item.reqId, cannot_supply: true }
      : { item: item.reqId, unit_price_cents: i % 2 === 0 ? 900 : 1100, delivery_days: 10 },
  );
  const sent = await (
    await request.post('/app/quotes/proposal_send', {
      headers: betaHeaders,
      data: { req_id: reqId, lines: betaLines },
    })
  ).json();
  expect(sent.response, JSON.stringify(sent)).toBe(true);

  // Alfa, on a 375 px phone, prices every item in the form: R$ 10,00 each, 7 days.
  const seller = await browserFor(browser, 'en', ownerA, 375);
  const received = await openQuote(seller.page, 'en', 'received', title);
  for (const name of names) {
    await received.getByLabel(`Unit price of ${name}`, { exact: true }).fill('1000');
    await received.getByLabel(`Delivery (days) of ${name}`, { exact: true }).fill('7');
  }
  await fitsWidth(seller.page);
  await received.getByRole('button', { name: 'Send proposal' }).click();
  await expect(received.getByRole('button', { name: 'Send proposal' })).toBeDisabled({ timeout: 15_000 });
  await seller.context.close();

  // The buyer invites the supplier it already knows, who is not in the catalogue.
  const outside = 'Usinagem Silva';
  const email = `vendas.${stamp}@silva.test`;
  let modal = await openQuote(buyer.page, 'en', 'mine', title);
  await modal.getByLabel("Supplier's e-mail").fill(email);
  await modal.getByLabel("Supplier's name (optional)").fill(outside);
  await modal.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(modal.getByText(new RegExp(`${outside} <`))).toBeVisible();
  const link = await mailedMatch(email, /https?:\/\/\S+\/shared-quote\/o\.[A-Za-z0-9_-]+/);

  // It prices from its link on a 375 px phone: the lowest for the second item, dearer elsewhere.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
  const supplier = await phone.newPage();
  await supplier.goto(new URL(link).pathname);
  await expect(supplier.getByText(title)).toBeVisible();
  for (const [i, name] of names.entries()) {
    await supplier.getByLabel(`Unit price of ${name}`, { exact: true }).fill(i === 1 ? '800' : '1050');
    await supplier.getByLabel(`Delivery (days) of ${name}`, { exact: true }).fill('12');
  }
  await fitsWidth(supplier);
  await supplier.getByRole('button', { name: 'Send proposal' }).click();
  await expect(supplier.getByText(/^Sent on /)).toBeVisible({ timeout: 15_000 });
  await phone.close();

  // The buyer compares at 1440 px, takes the PDF to the boss and splits the award.
  modal = await openQuote(buyer.page, 'en', 'mine', title);
  await expect(modal.getByText(alfa).first()).toBeVisible();
  await expect(modal.getByText(beta).first()).toBeVisible();
  await expect(modal.getByText('outside the catalogue').first()).toBeVisible();
  const downloading = buyer.page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download the comparison (PDF)' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await fitsWidth(buyer.page);

  await modal.getByRole('button', { name: 'Award per item' }).click();
  // The lowest landed cost is picked first: Beta's odd items, the outside supplier's second, Alfa's
  // other even ones and the last (which Beta cannot supply).
  await expect(modal.getByLabel(`${names[0]} (10 pc)`).locator('option:checked')).toHaveText(
    new RegExp(`^${beta} · `),
  );
  await expect(modal.getByLabel(`${names[1]} (20 pc)`).locator('option:checked')).toContainText(outside);
  await expect(modal.getByLabel(`${names[3]} (40 pc)`).locator('option:checked')).toHaveText(
    new RegExp(`^${alfa} · `),
  );
  await modal.getByRole('button', { name: 'Award the items' }).click();
  await buyer.page.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(buyer.page.getByText('The items were split between 3 suppliers!')).toBeVisible();
  await expect(modal.getByText(`Awarded to ${alfa}`).first()).toBeVisible();
  await expect(modal.getByText(`Awarded to ${beta}`).first()).toBeVisible();
  await expect(modal.getByText(`Awarded to ${outside}`).first()).toBeVisible();
  await mailedMatch(email, /won items|one item/);
  await fitsWidth(buyer.page);
  await buyer.context.close();
});
