import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Known to the tests too (they read the outbox); the server empties it at start.
const e2eDataDir = join(tmpdir(), `catalogo-e2e-${port}`);

// Debian's Chromium: test tools may not download browsers on these machines.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Timed interactions are a benchmark (playwright.bench.config.ts, decision 0051), not a CI check.
  testIgnore: ['interaction-speed.spec.ts'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  // A trace only for a test's retry: recording every test's trace (retain-on-failure) cost ~20 % of
  // the suite's time on two cores (decision 0051); a failure in CI is retried, with its trace.
  use: { baseURL: `http://localhost:${port}`, trace: 'on-first-retry' },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/app/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded PostgreSQL (a SIGKILL would leave it running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // TRUST_PROXY: e2e/fixtures.ts gives each test its own client address.
    env: { PORT: String(port), DATA_DIR: e2eDataDir, TRUST_PROXY: '1' },
  },
});
