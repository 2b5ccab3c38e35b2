import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  runServerToExit,
  type ServerProcess,
  scratchDataDir,
  startServerProcess,
} from '../test/server-process';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

/*
 * Issue 30 item 3: a second server on a DATA_DIR in use refuses at once, naming the process that
 * holds it, and leaves the first one's database alone; a server killed with SIGKILL leaves no lock,
 * and the next start uses its leftover PostgreSQL again.
 */

describe('lockDataDir', () => {
  it('refuses a second holder with the first holder’s process id, and is free again once released', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalogo-lock-'));
    try {
      const lock = await lockDataDir(dir);
      const refused = await lockDataDir(join(dir, '.')).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUse);
      expect((refused as DataDirInUse).pid).toBe(process.pid);
      expect((refused as Error).message).toContain(`process ${process.pid}`);
      await lock.release();
      await (await lockDataDir(dir)).release();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const postmasterPid = async (dataDir: string) =>
  Number.parseInt(await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8'), 10);

describe('two servers on one DATA_DIR', () => {
  let scratch: Awaited<ReturnType<typeof scratchDataDir>> | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await scratch?.remove();
  });

  it('refuses the second at once, naming the first; after a SIGKILL the next start reuses the database', async () => {
    scratch = await scratchDataDir('two-servers');
    const dataDir = scratch.dir;
    const first = await startServerProcess({ dataDir, port: await freePort() });
    server = first;
    const postgres = await postmasterPid(dataDir);

    const startedAt = Date.now();
    const second = await runServerToExit({ dataDir, port: await freePort() });
    const refusedInMs = Date.now() - startedAt;
    console.log(`data-dir lock: the second server refused in ${refusedInMs} ms`);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`is in use by another server (process ${first.child.pid})`);
    // It loads its configuration only (main.ts), not the server (seconds on a busy machine).
    expect(refusedInMs).toBeLessThan(5_000);
    // The first server and its database are untouched.
    expect(await postmasterPid(dataDir)).toBe(postgres);
    const open = await fetch(`${first.base}/app/session/open`);
    expect(((await open.json()) as { response: boolean }).response).toBe(true);

    first.child.kill('SIGKILL');
    await first.exited;
    server = await startServerProcess({ dataDir, port: await freePort() });
    expect(await postmasterPid(dataDir)).toBe(postgres);
    const again = await fetch(`${server.base}/app/session/open`);
    expect(((await again.json()) as { response: boolean }).response).toBe(true);

    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;
  }, 240_000);
});
