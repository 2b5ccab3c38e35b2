import { defineConfig } from 'drizzle-kit';

// Generating needs no database: `npx drizzle-kit generate` diffs the schema against the snapshots.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema',
  out: './src/server/db/migrations',
});
