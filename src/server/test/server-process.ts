import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopEmbeddedPostgres } from '../db/embedded-postgres';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A DATA_DIR of its own for servers under test; remove() stops its PostgreSQL and deletes it. */
export async function scratchDataDir(name: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `catalogo-${name}-`));
  // PostgreSQL, run as another account under root, passes through it.
  await chmod(dir, 0o755);
  return {
    dir,
    async remove() {
      await stopEmbeddedPostgres(join(dir, 'pg'));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

type ServerOptions = { dataDir: string; port: number; env?: Record<string, string> };

function spawnServer(opts: ServerOptions, stderr: 'inherit' | 'pipe'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', stderr],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: opts.dataDir,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      WEB_DIR: join(opts.dataDir, 'no-web'),
      ...opts.env,
    },
  });
}

/**
 * A server process expected to end by itself (a refused start): its exit code and stderr. One still
 * running after `timeoutMs` is killed (SIGKILL: it stops nothing it shares) and answers code null.
 */
export async function runServerToExit(
  opts: ServerOptions & { timeoutMs?: number },
): Promise<{ code: number | null; stderr: string }> {
  const child = spawnServer(opts, 'pipe');
  const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 30_000);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, 'close')) as [number | null];
  clearTimeout(timer);
  return { code, stderr };
}

/**
 * `src/server/main.ts` in a process of its own, as `npm start` runs it (embedded PostgreSQL under
 * `dataDir`, whatever DATABASE_URL the test run has), resolved once /app/health answers.
 */
export async function startServerProcess(
  opts: ServerOptions & { timeoutMs?: number },
): Promise<ServerProcess> {
  const child = spawnServer(opts, 'inherit');
  const exited = once(child, 'exit').then(() => {});
  const base = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode} before answering`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer /app/health in time');
    }
    const answered = await fetch(`${base}/app/health`, { signal: AbortSignal.timeout(1_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (answered) return { child, base, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An app session opened over HTTP: its headers, as the web client sends them. */
export async function openHttpSession(base: string): Promise<Record<string, string> | null> {
  try {
    const res = await fetch(`${base}/app/session/open`, { signal: AbortSignal.timeout(5_000) });
    if (!res.ok) return null;
    const body = (await res.json()) as {
      response: boolean;
      appAuth: string;
      token: { name: string; value: string };
    };
    return body.response ? { 'app-auth': body.appAuth, [body.token.name]: body.token.value } : null;
  } catch {
    return null;
  }
}

/**
 * One JSON POST on a connection of its own (no keep-alive): with WORKERS=2, node:cluster hands
 * each new connection to the next worker, so consecutive or parallel calls reach both.
 */
export function postFresh<T>(
  base: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', agent: false, headers: { ...headers, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve(JSON.parse(text) as T));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
