import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { alive } from './embedded-host';
import { type EmbeddedPostgres, startEmbeddedPostgres, stopEmbeddedPostgres } from './embedded-postgres';
import { keepRunning } from './embedded-watch';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query('select 1 as one')).rows[0]?.one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Waits until the watched server is a new process that answers on the same URL. */
async function runningAgain(server: EmbeddedPostgres, before: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.pid !== before && alive(server.pid) && (await answers(server.url('postgres')))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the embedded server was not started again');
}

// Signals and /proc.
describe.runIf(process.platform === 'linux')('the embedded server kept running', () => {
  let dataDir: string;

  afterAll(async () => {
    if (dataDir) {
      await stopEmbeddedPostgres(join(dataDir, 'pg'));
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is started again on the same URL when killed or shut down by hand, and not after stop()', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'catalogo-watch-'));
    await chmod(dataDir, 0o755);
    const lines: string[] = [];
    const server = keepRunning(
      await startEmbeddedPostgres({ dir: join(dataDir, 'pg'), throwaway: true }),
      (line) => lines.push(line),
    );
    const url = server.url('postgres');

    const first = server.pid;
    process.kill(first, 'SIGKILL');
    await runningAgain(server, first);
    expect(server.url('postgres')).toBe(url);
    expect(lines.some((line) => line.includes(`process ${first}) is gone`))).toBe(true);

    // A smart shutdown, as `pg_ctl stop -m smart` or SIGTERM from a process manager sends.
    const second = server.pid;
    process.kill(second, 'SIGTERM');
    await runningAgain(server, second);

    const last = server.pid;
    await server.stop();
    expect(alive(last)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await answers(url)).toBe(false);
    expect(lines.filter((line) => line.includes('running again'))).toHaveLength(2);
  }, 120_000);
});
