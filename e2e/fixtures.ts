import { test as base } from '@playwright/test';

/*
 * Each test is a client of its own: the e2e server trusts one proxy hop (TRUST_PROXY=1 in
 * playwright.config.ts), so the single X-Forwarded-For address every request of a test carries,
 * from TEST-NET-3, is its client address. The suite
 * registers more accounts than one address may in an hour (DECISIONS.md 4, 10 per address), as
 * that many different people would; without this, a retried test would meet the lock.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => 1 + Math.floor(Math.random() * 254);
    await use({ 'x-forwarded-for': `203.0.113.${octet()}` });
  },
});

export { expect } from '@playwright/test';
