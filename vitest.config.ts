import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that test the embedded PostgreSQL itself (killed, watched), starting their own whatever
 * DATABASE_URL says: the run against a PostgreSQL server (`DATABASE_URL=… npm run test:api`, CI's
 * second API run) would only repeat them.
 */
const EMBEDDED_ONLY = ['src/server/db/durability.test.ts', 'src/server/db/embedded-watch.test.ts'];

// Three projects so `npm run test:api` can rerun only the server suite against PostgreSQL in CI.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
          // Two workers, as the server's (Vitest's default on two cores is one): web and shared
          // together 49 → 30 s on a quiet machine (session 46).
          maxWorkers: 2,
          isolate: false,
          // The property tests run thousands of cases: on a loaded CI machine 5 s is not enough, and
          // speed is measured in benchmarks, not here.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? EMBEDDED_ONLY : [])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One PostgreSQL server for the run, a database per test file copied from a template.
          globalSetup: ['src/server/test/global-setup.ts'],
          // The key of the personal lookup keys, for tests that call services without buildApp.
          setupFiles: ['src/server/test/setup.ts'],
          maxWorkers: 2,
          // Test files share a worker's loaded modules (decision 0051): importing the app's modules
          // again for each of 150 files took most of the suite's time. Each file still has its own
          // database and app; a test that needs fresh module state imports it after vi.resetModules.
          isolate: false,
          // Vitest wants projects with their own worker count in their own group: run it last.
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          maxWorkers: 2,
          // As the server's: a fresh module graph per file cost ten times the tests' own time.
          isolate: false,
          // Above the 5 s of findBy* (test/setup.ts) so a slow wait fails on its own message.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
