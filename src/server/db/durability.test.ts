import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, openHttpSession, type ServerProcess, startServerProcess } from '../test/server-process';
import { EMBEDDED_DATABASE } from './app-database';
import { startEmbeddedPostgres, stopEmbeddedPostgres } from './embedded-postgres';

/*
 * The embedded database as `npm start` runs it, killed with SIGKILL — the Node server and every
 * PostgreSQL process at once — while clients write, five times: each write a client saw
 * acknowledged is there after the restart, which must come up by itself.
 */

const ROUNDS = 5;
const WRITERS = 8;
const WRITING_MS = 1_500;

/** The postmaster and its children (each in a session of its own, so no group signal reaches all). */
async function postgresProcesses(dataDir: string): Promise<number[]> {
  const postmaster = Number.parseInt(await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8'), 10);
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …; comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === postmaster) children.push(Number(entry));
  }
  return [postmaster, ...children];
}

/** Opens sessions from WRITERS loops until stopped; answers those the server acknowledged. */
function writeSessions(base: string) {
  const acknowledged: Record<string, string>[] = [];
  let running = true;
  const loops = Array.from({ length: WRITERS }, async () => {
    while (running) {
      const session = await openHttpSession(base);
      if (session) acknowledged.push(session);
    }
  });
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Whether the server knows `session` (GET /app/session/info renews its token, a write too). */
async function known(base: string, session: Record<string, string>): Promise<boolean> {
  const res = await fetch(`${base}/app/session/info`, { headers: session });
  return ((await res.json()) as { response: boolean }).response;
}

// Processes are found in /proc.
describe.runIf(process.platform === 'linux')('embedded PostgreSQL killed during writes', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (dataDir) {
      await stopEmbeddedPostgres(join(dataDir, 'pg'));
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('loses no acknowledged write and restarts by itself, five times', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'catalogo-durability-'));
    await chmod(dataDir, 0o755);
    const port = await freePort();
    server = await startServerProcess({ dataDir, port });

    // The server runs with PostgreSQL's durable settings, not the test run's throwaway ones.
    const embedded = await startEmbeddedPostgres({ dir: join(dataDir, 'pg') });
    expect(embedded.started).toBe(false);
    const settings = new pg.Client({ connectionString: embedded.url(EMBEDDED_DATABASE) });
    await settings.connect();
    const { rows } = await settings.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes')`,
    );
    await settings.end();
    expect(Object.fromEntries(rows.map((r) => [r.name, r.setting]))).toEqual({
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
    });

    const restarts: number[] = [];
    let total = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const writes = writeSessions(server.base);
      await new Promise((resolve) => setTimeout(resolve, WRITING_MS));
      const postgres = await postgresProcesses(dataDir);
      expect(postgres.length).toBeGreaterThan(3);
      // Everything at once: the Node server and every PostgreSQL process.
      server.child.kill('SIGKILL');
      for (const pid of postgres) process.kill(pid, 'SIGKILL');
      await writes.stop();
      await server.exited;
      expect(writes.acknowledged.length).toBeGreaterThan(10);

      const startedAt = Date.now();
      server = await startServerProcess({ dataDir, port });
      restarts.push(Date.now() - startedAt);

      const base = server.base;
      const found = await Promise.all(writes.acknowledged.map((session) => known(base, session)));
      expect(found.filter((ok) => !ok)).toHaveLength(0);
      total += writes.acknowledged.length;
    }
    console.log(
      `durability: ${ROUNDS} SIGKILLs during writes, ${total} acknowledged writes, 0 lost; ` +
        `restart to /app/health in ${restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;
  }, 300_000);
});
