import { inject } from 'vitest';

/** The PostgreSQL server of a test run, set up once by global-setup.ts. */
export interface TestDatabaseServer {
  /** URL of the server's `postgres` database (DATABASE_URL when set). */
  serverUrl: string;
  /** A migrated database with the reference data, which each test file's database copies. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

export function testDatabaseServer(): TestDatabaseServer {
  return inject('testDatabaseServer');
}
