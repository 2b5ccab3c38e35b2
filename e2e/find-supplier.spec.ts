import { expect, test } from './fixtures';
import { browserFor, fitsWidth } from './quote-support';
import { apiCustomer, apiSession } from './support';

/*
 * Issue 32 item 8, the buyer's story on a phone: a buyer at 375 px types what they need in English
 * with a typo ("heat treatmnt"), picks the process the suggestions offer, keeps the companies with a
 * valid ISO 9001, opens one and requests a quote from it. The demo catalogue (src/server/db/demo)
 * tags its heat-treatment companies "Tratamento térmico / Heat treatment" and gives some of them an
 * ISO 9001 certificate.
 */
const T = {
  filters: /^Filters/,
  search: 'Search companies',
  processes: 'Processes',
  process: 'Process',
  certification: 'Certification',
  requestQuote: 'Request a quote',
  preselected: 'is already chosen as a target company.',
  title: 'Title',
  description: 'Description',
  submit: 'Send the request',
} as const;

test('a buyer at 375 px finds a certified heat-treatment supplier with a typo and asks it for a quote', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await apiCustomer(request, 'Comprador', 'en');
  const { context, page } = await browserFor(browser, 'en', buyer, 375);

  await page.goto('/companies');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const search = page.getByRole('combobox', { name: T.search });
  if (!(await search.isVisible())) await page.getByRole('button', { name: T.filters }).click();
  await search.fill('heat treatmnt');

  // The suggestions, grouped by kind, offer the vocabulary's process despite the typo.
  const list = page.getByRole('listbox');
  const option = list
    .getByRole('group', { name: T.processes })
    .getByRole('option', { name: 'Heat treatment' });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/[?&]process=\d+/);

  // Only the companies with a valid ISO 9001 among them.
  const certification = page.getByLabel(T.certification, { exact: true });
  if (!(await certification.isVisible())) await page.getByRole('button', { name: T.filters }).click();
  await certification.selectOption({ label: 'ISO 9001' });
  await expect(page).toHaveURL(/[?&]certification=iso9001/);
  await expect(page.getByLabel(T.process, { exact: true }).locator('option:checked')).toHaveText(
    'Heat treatment',
  );
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await fitsWidth(page);

  // The buyer opens the first one that takes quote requests (not every company does).
  const hrefs = await cards.evaluateAll((articles) =>
    articles.map((a) => a.querySelector('a[href^="/company/"]')?.getAttribute('href') ?? ''),
  );
  const takesQuotes = async (href: string) => {
    const reqId = href.split('/')[2] ?? '';
    const info = await (
      await request.post('/app/companies/info', {
        headers: await apiSession(request, 'en'),
        data: { req_id: reqId },
      })
    ).json();
    return info.data?.quotes === 'y';
  };
  let chosen = -1;
  for (const [i, href] of hrefs.entries())
    if (await takesQuotes(href)) {
      chosen = i;
      break;
    }
  expect(chosen, `one of ${hrefs.length} results takes quote requests`).toBeGreaterThanOrEqual(0);
  const card = cards.nth(chosen);

  // Its page shows the process and the certificate; the buyer asks it for a quote.
  const name = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Heat treatment').first()).toBeVisible();
  await expect(page.getByText('ISO 9001').first()).toBeVisible();
  await fitsWidth(page);
  await page.getByRole('link', { name: T.requestQuote }).first().click();
  await expect(page).toHaveURL(/\/quotes\/new-quote\/[\w-]+$/);
  await expect(page.getByText(`${name} ${T.preselected}`)).toBeVisible();
  await page.getByLabel(T.title, { exact: true }).fill('Têmpera de 200 eixos 4140');
  await page
    .getByLabel(T.description, { exact: true })
    .fill('Induction hardening of 200 shafts in 4140 steel, 50–55 HRC, certificate of conformity.');
  await page.getByRole('button', { name: T.submit }).click();
  await expect(page.getByLabel(T.title, { exact: true })).toHaveValue('', { timeout: 15_000 });
  await fitsWidth(page);
  await context.close();
});
