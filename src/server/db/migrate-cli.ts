// `npm run db:migrate`: apply the migrations to DATABASE_URL or the embedded database, then stop.
import { loadConfig } from '../config';
import { locateDatabase } from './app-database';
import { migrate } from './migrate';

const database = await locateDatabase(loadConfig());
try {
  await migrate({ url: database.url });
  console.log(`migrations applied (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`);
} finally {
  // A server this command started is stopped again; one already running (npm start) is left alone.
  if (database.embedded?.started) await database.embedded.stop();
}
