import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCompany, apiLoggedIn } from './quote-support';
import { apiCustomer, logInThroughModal, TEST_PASSWORD, type TestAccount } from './support';

/*
 * Issue 17 item 2: the time from an input to the next paint (what INP measures), on a phone-like
 * CPU (4x slowdown through the DevTools protocol), for five interactions: opening the login modal,
 * changing a filter on /companies, typing a letter in the home page's category search, opening a
 * quote's view with ten proposals and questions, switching the language. The goal is 200 ms (INP
 * "good"); a run fails past twice that, a handler that renders a whole page synchronously. A
 * benchmark, not a CI check (decision 0051): `npm run bench:interaction`. Figures: BENCHMARKS.md.
 */
const SLOWDOWN = 4;
const LIMIT_MS = 400;
const REPEAT = 5;

/** The events of one interaction (keypress and input belong to a key's interaction too). */
const INTERACTION_EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keypress', 'input', 'keyup'];

declare global {
  interface Window {
    __eventTimings: { name: string; startTime: number; duration: number }[];
    __longFrames: { startTime: number; duration: number }[];
  }
}

/** Every event entry of 16 ms or more, as the web-vitals library observes them for INP. */
function observeEventTimings() {
  window.__eventTimings = [];
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__eventTimings.push({ name: e.name, startTime: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // The frames the work after an interaction takes (e.g. rendering an answer the click asked for).
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longFrames.push({ startTime: e.startTime, duration: e.duration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
}

async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
}

/**
 * Waits for React to have hydrated (or rendered) the page (root-layout.tsx marks <html>), then for
 * the page to settle (its requests answered, the main thread idle once), so each figure is the
 * interaction's own rather than the tail of the page's load (issue 17 item 1 measures that).
 */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
  );
}

interface Measured {
  /** The longest event of the interaction: input to next paint, 0 when every event took < 16 ms. */
  inp: number;
  /** The longest animation frame from the input until `done`, e.g. the render of a fetched answer. */
  longestFrame: number;
}

/** Runs `act` (one interaction), waits for `done` (its visible result), and answers its timings. */
async function measure(page: Page, act: () => Promise<void>, done: () => Promise<void>): Promise<Measured> {
  const since = await page.evaluate(() => performance.now());
  await act();
  await done();
  // Event entries are queued after the next paint: let two frames and a task pass.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  return page.evaluate(
    ([from, names]) => {
      const events = window.__eventTimings.filter((e) => e.startTime >= from && names.includes(e.name));
      const frames = window.__longFrames.filter((e) => e.startTime >= from);
      return {
        inp: Math.max(0, ...events.map((e) => e.duration)),
        longestFrame: Math.max(0, ...frames.map((e) => e.duration)),
      };
    },
    [since, INTERACTION_EVENTS] as const,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints and annotates the runs of `name` (median, worst, each), and checks the median. */
function report(testInfo: TestInfo, name: string, runs: Measured[]) {
  const inps = runs.map((r) => r.inp);
  const frames = runs.map((r) => r.longestFrame);
  const line =
    `${name}: input to next paint median ${median(inps)} ms, worst ${Math.max(...inps)} ms ` +
    `(runs ${inps.join(', ')}; longest frame until done, runs ${frames.map(Math.round).join(', ')})`;
  console.log(`[interaction-speed ${SLOWDOWN}x] ${line}`);
  testInfo.annotations.push({ type: 'interaction-speed', description: line });
  // The median: on a shared machine one run in five can meet another process's burst.
  expect(median(inps), `${name}: median`).toBeLessThan(LIMIT_MS);
}

// Playwright's trace takes DOM snapshots in the page around each action, on the throttled main
// thread and within the measured frames: none here.
test.use({ trace: 'off' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(observeEventTimings);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

test('opening the login modal', async ({ page }, testInfo) => {
  await slowDown(page);
  await page.goto('/');
  await hydrated(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Log in' }).first();
  const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
  // As a person does, the pointer rests on the button before the click: the modal's code loads then
  // (auth-modals.tsx), not within the click.
  await button.hover();
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/login-modal-')),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const runs: Measured[] = [];
  for (let i = 0; i < REPEAT; i++) {
    runs.push(
      await measure(
        page,
        () => button.click(),
        () => expect(dialog).toBeVisible(),
      ),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  report(testInfo, 'login modal', runs);
});

test('changing a filter on /companies', async ({ page }, testInfo) => {
  await slowDown(page);
  await page.goto('/companies');
  await hydrated(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  const category = page.getByLabel('Category');
  await category.focus();
  const runs: Measured[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const before = await category.inputValue();
    // A key on the focused select changes it as a person would (selectOption's events are synthetic,
    // which the browser does not time).
    runs.push(
      await measure(
        page,
        () => page.keyboard.press('ArrowDown'),
        () => expect(category).not.toHaveValue(before),
      ),
    );
    await expect(page).toHaveURL(/category=/);
  }
  report(testInfo, 'companies filter', runs);
});

test('typing a letter in the home category search', async ({ page }, testInfo) => {
  await slowDown(page);
  await page.goto('/');
  await hydrated(page);
  const search = page.getByLabel('Search categories');
  const tiles = page.getByRole('main').getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  const all = await tiles.count();
  await search.focus();
  const runs: Measured[] = [];
  for (const letter of 'metal') {
    const before = await search.inputValue();
    runs.push(
      await measure(
        page,
        () => page.keyboard.press(letter),
        () => expect(search).toHaveValue(before + letter),
      ),
    );
  }
  expect(await tiles.count()).toBeLessThan(all);
  report(testInfo, 'category search letter', runs);
});

test('switching the language', async ({ page }, testInfo) => {
  await slowDown(page);
  await page.goto('/companies');
  await hydrated(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  // A person scrolls down to the footer before choosing: what loads as it comes near (the
  // newsletter form) has loaded by the click.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  const runs: Measured[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const [to, name] = i % 2 === 0 ? ['pt-BR', 'Português'] : ['en', 'English'];
    runs.push(
      await measure(
        page,
        () => footer.getByRole('button', { name }).click(),
        () => expect(page.locator(`html[lang="${to}"]`)).toHaveCount(1),
      ),
    );
  }
  report(testInfo, 'language switch', runs);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * A customer's quote that ten companies answered with proposals (with terms), four of which asked a
 * question first, two of the questions answered. Each owner registers from an address of its own
 * (the server allows 10 registrations an hour per address).
 */
async function quoteWithTenProposals(
  newRequest: (octet: number) => Promise<APIRequestContext>,
  stamp: string,
  itemCount = 0,
) {
  const buyerRequest = await newRequest(1);
  const customer = await apiCustomer(buyerRequest, 'Comprador', 'en');
  const buyer = await apiLoggedIn(buyerRequest, 'en', customer);
  const owners: { request: APIRequestContext; account: TestAccount }[] = [];
  for (let i = 0; i < 10; i++) {
    const request = await newRequest(10 + i);
    const account = await apiCustomer(request, `Dono${i}`, 'en');
    await apiCompany(request, 'en', account, `Empresa ${i} ${stamp}`);
    owners.push({ request, account });
  }
  const categories = await (await buyerRequest.get('/app/categories/list', { headers: buyer })).json();
  const title = `Dez propostas ${itemCount > 0 ? `${itemCount} itens ` : ''}${stamp}`;
  const items = Array.from({ length: itemCount }, (_, i) => ({
    description: `Eixo ${i + 1} em aço 1045, Ø ${20 + i} mm`,
    quantity: 10 + i,
    unit: 'pc',
  }));
  const created = await (
    await buyerRequest.post('/app/quotes/new', {
      headers: buyer,
      data: {
        category: categories.data[0].id,
        title,
        description: 'Eixos em aço 1045.',
        companies: null,
        ...(itemCount > 0 ? { items } : {}),
      },
    })
  ).json();
  expect(created.response, JSON.stringify(created)).toBe(true);
  const reqId = created.data.reqId as string;
  const itemIds: string[] =
    itemCount > 0
      ? (
          await (
            await buyerRequest.post('/app/quotes/info_customer', { headers: buyer, data: { req_id: reqId } })
          ).json()
        ).quote.items.map((item: { reqId: string }) => item.reqId)
      : [];
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  for (const [i, { request, account }] of owners.entries()) {
    const headers = await apiLoggedIn(request, 'en', account);
    if (i < 4) {
      const asked = await (
        await request.post('/app/quotes/question_ask', {
          headers,
          data: { req_id: reqId, question: `Qual a tolerância do eixo ${i}?` },
        })
      ).json();
      expect(asked.response, JSON.stringify(asked)).toBe(true);
      if (i < 2) {
        const answered = await (
          await buyerRequest.post('/app/quotes/question_answer', {
            headers: buyer,
            data: { req_id: asked.question.reqId, answer: `H7, eixo ${i}.` },
          })
        ).json();
        expect(answered.response, JSON.stringify(answered)).toBe(true);
      }
    }
    const sent = await (
      await request.post('/app/quotes/proposal_send', {
        headers,
        data: {
          req_id: reqId,
          proposal: PDF.toString('base64'),
          valid_until: validUntil,
          payment_terms: '30/60',
          note: `Frete incluso ${i}`,
          // Line prices when the request has items (one company in three cannot supply every
          // seventh), taxes and freight as Brazilian suppliers state them; one total price otherwise.
          ...(itemIds.length > 0
            ? {
                lines: itemIds.map((item, j) =>
                  i % 3 === 0 && j % 7 === 0
                    ? { item, cannot_supply: true }
                    : {
                        item,
                        unit_price_cents: 1_000 + ((i * 37 + j * 11) % 500),
                        delivery_days: 5 + ((i + j) % 20),
                      },
                ),
                icms_rate_bp: 1_800,
                icms_included: i % 2 === 0,
                ipi_rate_bp: 500,
                ipi_included: false,
                freight: i % 2 === 0 ? 'cif' : 'fob',
              }
            : { price_cents: 1_000_000 + i * 12_345, delivery_days: 10 + i }),
        },
      })
    ).json();
    expect(sent.response, JSON.stringify(sent)).toBe(true);
  }
  return { customer, title };
}

/**
 * API clients that each come from an address of their own in `network` (x.y.z), from a random
 * start, so the per-address limits (registrations) hold across the quote's many parties.
 */
function requestsFrom(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  network: string,
) {
  const base = Math.floor(Math.random() * 200);
  const contexts: APIRequestContext[] = [];
  const newRequest = async (octet: number) => {
    const context = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `${network}.${((base + octet) % 254) + 1}` },
    });
    contexts.push(context);
    return context;
  };
  return { newRequest, contexts };
}

test('opening a quote with ten proposals and questions', async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const stamp = `${Date.now()}`.slice(-6);
  const { newRequest, contexts } = requestsFrom(playwright, baseURL, '198.51.100');
  const { customer, title } = await quoteWithTenProposals(newRequest, stamp);
  await logInThroughModal(page, 'en', customer.cpf, TEST_PASSWORD);
  await page.goto('/quotes');
  await hydrated(page);
  const open = page.getByRole('button', { name: `View the quote ${title}` });
  await expect(open).toBeVisible();
  await slowDown(page);
  const dialog = page.getByRole('dialog', { name: title });
  const proposals = dialog.getByRole('region', { name: 'Proposals', exact: true }).getByRole('listitem');
  const runs: Measured[] = [];
  for (let i = 0; i < REPEAT; i++) {
    // The first opening asks the server (the click paints the loading state), the others show the
    // answer it keeps, in the click's own frame.
    runs.push(
      await measure(
        page,
        () => open.click(),
        () => expect(proposals).toHaveCount(10),
      ),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  // The view showed the questions too (four, two of them answered).
  await open.click();
  await expect(dialog.getByText(/Qual a tolerância do eixo/)).toHaveCount(4);
  await expect(dialog.getByText(/H7, eixo \d/)).toHaveCount(2);
  for (const context of contexts) await context.dispose();
  report(testInfo, 'quote view (10 proposals)', runs);
});

/*
 * Issue 34 item 3: the landed-cost comparison of ten suppliers × 100 items (a thousand cells) in the
 * quote's view, on a phone (cards) and a desktop (the table), and the per-item award's hundred
 * choices: opening the view, and starting the award, each an interaction the page answers within
 * the goal.
 */
for (const [width, layout] of [
  [1440, 'table'],
  [375, 'cards'],
] as const) {
  test(`comparing ten suppliers × 100 items at ${width} px (${layout})`, async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${Date.now()}`.slice(-6);
    const { newRequest, contexts } = requestsFrom(playwright, baseURL, '203.0.113');
    const { customer, title } = await quoteWithTenProposals(newRequest, stamp, 100);
    await logInThroughModal(page, 'en', customer.cpf, TEST_PASSWORD);
    await page.goto('/quotes');
    await hydrated(page);
    const open = page.getByRole('button', { name: `View the quote ${title}` });
    await expect(open).toBeVisible();
    await slowDown(page);
    const dialog = page.getByRole('dialog', { name: title });
    const compare = dialog.getByRole('region', { name: 'Landed cost per item' });
    const opening: Measured[] = [];
    const awarding: Measured[] = [];
    for (let i = 0; i < REPEAT; i++) {
      opening.push(
        await measure(
          page,
          () => open.click(),
          () => expect(compare.getByText(/lowest total/).first()).toBeVisible({ timeout: 30_000 }),
        ),
      );
      awarding.push(
        await measure(
          page,
          () => dialog.getByRole('button', { name: 'Award per item' }).click(),
          () => expect(dialog.getByRole('combobox')).toHaveCount(100, { timeout: 30_000 }),
        ),
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    for (const context of contexts) await context.dispose();
    report(testInfo, `quote view, 10 × 100 items, ${width} px`, opening);
    report(testInfo, `award per item, 100 choices, ${width} px`, awarding);
  });
}
