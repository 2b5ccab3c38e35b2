import { type BrowserContext, test as base, type Page } from '@playwright/test';

/*
 * Each test is a client of its own: the e2e server trusts one proxy hop (TRUST_PROXY=1 in
 * playwright.config.ts), so the single X-Forwarded-For address every request of a test carries,
 * from TEST-NET-3, is its client address. The suite
 * registers more accounts than one address may in an hour (DECISIONS.md 4, 10 per address), as
 * that many different people would; without this, a retried test would meet the lock.
 *
 * A server-rendered page is painted before its scripts are even asked for (decision 0022), so the
 * load event can come before React has the page: a click then lands on markup that does nothing
 * yet. Every page of a test (its own, and those of contexts it opens) returns from goto, reload,
 * back and forward once such a page is hydrated (the mark root-layout.tsx sets on <html>), as a
 * person sees it ready; a client-rendered page returns as before.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const html = document.documentElement;
        return !html.hasAttribute('data-ssr') || html.hasAttribute('data-hydrated');
      },
      null,
      { timeout: 30_000 },
    )
    // The page went on elsewhere (closed, or navigated by the test): nothing left to wait for.
    .catch(() => undefined);
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

function waitsForHydration(page: Page): void {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[typeof name]>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilHydrated(page);
        return response;
      },
    });
  }
}

function contextWaitsForHydration(context: BrowserContext): void {
  for (const page of context.pages()) waitsForHydration(page);
  context.on('page', waitsForHydration);
}

export const test = base.extend<object, object>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => 1 + Math.floor(Math.random() * 254);
    await use({ 'x-forwarded-for': `203.0.113.${octet()}` });
  },
  context: async ({ context }, use) => {
    contextWaitsForHydration(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        contextWaitsForHydration(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
