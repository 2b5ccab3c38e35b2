/*
 * `npm run load`: load without loss. Fills a PostgreSQL database of its own, starts the real
 * server (src/server/main.ts, a separate process) on loopback and runs LOAD_USERS simulated users
 * for LOAD_SECONDS doing the real mix (browse, log in, request quotes, send proposals). Then it
 * checks the database against what the server acknowledged: every acknowledged write is there,
 * nothing refused is, and anything else comes from a call that got no clear answer. Phase
 * "steady" must see no 5xx at all; phase "restart" stops PostgreSQL a third of the way in and
 * starts it again LOAD_DOWN_SECONDS later: the server answers errors meanwhile, must recover by
 * itself and still lose nothing it acknowledged.
 *
 * Environment: LOAD_USERS (200), LOAD_SECONDS (60), LOAD_COMPANIES (2000), LOAD_PORT (3917),
 * LOAD_PHASES ("steady,restart"), LOAD_PG_URL (postgresql://postgres@127.0.0.1:5432/postgres),
 * LOAD_DOWN_SECONDS (5: how long PostgreSQL stays stopped in phase "restart"),
 * LOAD_BACKEND (postgres: the server at LOAD_PG_URL, stopped with pg_ctlcluster, needs root;
 * embedded: the embedded PostgreSQL as `npm start` runs it, in a temporary directory, stopped
 * (fast shutdown) and started again on the same port by this script), WORKERS (1).
 */
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { rowsOf } from '../src/server/test/databases';
import { type BenchDb, DEFAULT_PG_URL, openPostgresBench } from './bench-backends';
import { BULK_PASSWORD, bulkCpf, DEFAULT_SIZES, fillCatalogue } from './fill-catalogue';
import { type LoadUser, type LoadWorld, newLedger, runUser } from './load-users';
import { type ServerProcess, sleep, startServerProcess, waitForHealth } from './server-process';
import { verifyLedger } from './verify-load';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const COMPANIES = Number(process.env.LOAD_COMPANIES ?? 2000);
const PORT = Number(process.env.LOAD_PORT ?? 3917);
const PHASES = (process.env.LOAD_PHASES ?? 'steady,restart').split(',');
const PG_URL = process.env.LOAD_PG_URL ?? DEFAULT_PG_URL;
const DOWN_SECONDS = Number(process.env.LOAD_DOWN_SECONDS ?? 5);

const BACKEND = process.env.LOAD_BACKEND === 'embedded' ? 'embedded' : 'postgres';

/** The database of the run and how phase "restart" stops and starts its server. */
interface LoadDb {
  bench: BenchDb;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** pg_ctlcluster of the only cluster in /etc/postgresql (Debian), as root. */
function pgCtl(action: 'stop' | 'start'): void {
  const [version] = readdirSync('/etc/postgresql');
  execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main ${action}`, { stdio: 'inherit' });
}

async function openLoadDb(): Promise<LoadDb> {
  if (BACKEND === 'postgres') {
    const bench = await openPostgresBench(PG_URL, 'load');
    return {
      bench,
      stop: async () => pgCtl('stop'),
      start: async () => pgCtl('start'),
      close: () => bench.drop(),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'catalogo-load-pg-'));
  // Run as root, the server runs as `postgres`, which must enter this directory.
  await chmod(dir, 0o755);
  const pgDir = join(dir, 'pg');
  let server = await startEmbeddedPostgres({ dir: pgDir });
  const port = Number(new URL(server.url('postgres')).port);
  const bench = await openPostgresBench(server.url('postgres'), 'load');
  return {
    bench,
    stop: () => server.stop(),
    // The same port: the server under load keeps the URL it was given.
    start: async () => {
      server = await startEmbeddedPostgres({ dir: pgDir, port });
    },
    close: async () => {
      await bench.drop();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function loadWorld(db: Parameters<typeof fillCatalogue>[0]['db'], base: string) {
  // Bulk account i owns bulk company i; the users are the first bulk accounts.
  const companies = rowsOf<{ id: number; req_id: string; owner_doc: string; receives: boolean }>(
    await db.execute(sql`select c.id, c.req_id, u.doc as owner_doc, c.accepts_quotes and c.email_valid as receives
      from companies c join customers u on u.id = c.owner_id where c.email like '%@carga.example.com'`),
  );
  const byDoc = new Map(companies.map((c) => [c.owner_doc, c]));
  const users: LoadUser[] = [];
  for (let i = 0; users.length < USERS; i += 1) {
    const company = byDoc.get(bulkCpf(i));
    if (!company) throw new Error(`no bulk company for account ${i}`);
    const role = users.length % 2 === 0 || !company.receives ? 'customer' : 'company';
    users.push({ index: i, cpf: bulkCpf(i), password: BULK_PASSWORD, role, companyId: company.id });
  }
  const [category] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from categories order by id limit 1`),
  );
  return {
    users,
    world: {
      base,
      targetCompanyIds: users.filter((u) => u.role === 'company').map((u) => u.companyId ?? 0),
      categoryId: category.id,
      companyReqIds: companies.slice(0, 50).map((c) => c.req_id),
    },
  };
}

async function runPhase(
  phase: string,
  setup: Awaited<ReturnType<typeof loadWorld>>,
  db: Parameters<typeof verifyLedger>[0],
  database: LoadDb,
): Promise<boolean> {
  const startedAt = Date.now();
  const world: LoadWorld = {
    ...setup.world,
    runId: `${phase}${startedAt.toString(36)}`,
    startedAt,
    deadline: startedAt + SECONDS * 1000,
    ledger: newLedger(),
  };
  let restart: { at: number; took: number; recoveredAfter: number } | undefined;
  const restarting =
    phase === 'restart'
      ? (async () => {
          await sleep((SECONDS * 1000) / 3);
          const at = (Date.now() - startedAt) / 1000;
          // Stopped for a few seconds rather than restarted in a blink, so calls do meet it down.
          await database.stop();
          await sleep(DOWN_SECONDS * 1000);
          await database.start();
          const took = (Date.now() - startedAt) / 1000 - at;
          const recoveredAfter = await waitForHealth(world.base, 60);
          restart = { at, took, recoveredAfter: took + recoveredAfter };
        })()
      : Promise.resolve();
  await Promise.all([...setup.users.map((user) => runUser(world, user)), restarting]);
  // The pool must work again without any help: the health route reads the database.
  await waitForHealth(world.base, 30);
  const seconds = (Date.now() - startedAt) / 1000;
  console.log(`\n## ${phase}: ${USERS} users, ${seconds.toFixed(0)} s, ${world.ledger.calls} calls`);
  if (restart) {
    console.log(
      `PostgreSQL stopped at ${restart.at.toFixed(1)} s and started again ${restart.took.toFixed(1)} s later; ` +
        `/app/health answered 200 again ${restart.recoveredAfter.toFixed(1)} s after the stop`,
    );
  }
  return verifyLedger(db, world, restart && { from: restart.at, to: restart.at + restart.recoveredAfter });
}

async function main() {
  console.log(
    `backend ${BACKEND}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const database = await openLoadDb();
  let server: ServerProcess | undefined;
  try {
    await fillCatalogue(database.bench.handle, { ...DEFAULT_SIZES, companies: COMPANIES });
    server = await startServerProcess({
      port: PORT,
      databaseUrl: database.bench.url,
      workers: Number(process.env.WORKERS ?? 1),
    });
    const setup = await loadWorld(database.bench.handle.db, server.base);
    let ok = true;
    for (const phase of PHASES) ok = (await runPhase(phase, setup, database.bench.handle.db, database)) && ok;
    console.log(ok ? '\nload without loss: PASS' : '\nload without loss: FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server?.stop();
    await database.close();
  }
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
