import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server (src/server/main.ts, as `npm start` runs it) in a process of its own. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Its DATA_DIR: the embedded PostgreSQL lives under `pg/` when no `databaseUrl` was given. */
  dataDir: string;
  /** SIGTERM, then waits for the exit (the embedded PostgreSQL stops with it), then removes DATA_DIR. */
  stop(): Promise<void>;
}

/** Polls `/app/health` (which reads the database) until it answers 200; answers the seconds waited. */
export async function waitForHealth(base: string, seconds: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    try {
      const res = await fetch(`${base}/app/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return (Date.now() - started) / 1000;
    } catch {
      // Not listening yet, or the database is still down.
    }
    await sleep(200);
  }
  throw new Error(`${base}/app/health did not answer 200 within ${seconds} s`);
}

/**
 * Starts the server on 127.0.0.1:`port` with a fresh DATA_DIR and waits until it is healthy.
 * Without `databaseUrl` it runs the embedded PostgreSQL under DATA_DIR, as a fresh clone does.
 */
export async function startServerProcess(opts: {
  port: number;
  databaseUrl?: string;
  workers?: number;
  demoData?: boolean;
}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'catalogo-server-'));
  // Run as root, the embedded PostgreSQL runs as `postgres`, which must enter this directory.
  await chmod(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, 'no-web'),
    DEMO_DATA: opts.demoData ? '1' : '0',
    LOG_LEVEL: 'fatal',
    WORKERS: String(opts.workers ?? 1),
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  // One Node process (no tsx CLI wrapper in between), so its memory is the server's alone.
  // SERVER_NODE_FLAGS adds flags NODE_OPTIONS refuses, such as `--cpu-prof` to profile the server.
  const flags = (process.env.SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const main = join(ROOT, 'src', 'server', 'main.ts');
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', main], {
    cwd: ROOT,
    // As `npm start` runs it: React's production build (start.mjs).
    env: { NODE_ENV: 'production', ...env },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, 300);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, dataDir, stop };
}

/** Every process id under `pid` (itself included), from `ps`. */
export function processTree(pid: number): number[] {
  const lines = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n');
  const children = new Map<number, number[]>();
  for (const line of lines) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree: number[] = [];
  const walk = (p: number) => {
    tree.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return tree;
}

/**
 * A process's CPU time in clock ticks (10 ms on Linux): its own user and system time and that of
 * its children it has waited for (a postmaster's ended backends); 0 once it has ended.
 */
export function cpuTicks(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // Fields after the command's closing parenthesis: state is field 3, utime..cstime 14..17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.slice(11, 15).reduce((n, f) => n + Number(f), 0);
}

/** Resident and proportional memory (MB) of processes, from /proc/<pid>/smaps_rollup. */
export function memoryOf(pids: number[]): { rssMb: number; pssMb: number } {
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    let text: string;
    try {
      text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    rss += Number(/^Rss:\s+(\d+)/m.exec(text)?.[1] ?? 0);
    pss += Number(/^Pss:\s+(\d+)/m.exec(text)?.[1] ?? 0);
  }
  return { rssMb: Math.round(rss / 1024), pssMb: Math.round(pss / 1024) };
}

/**
 * bench/bench-server.ts in processes of their own (`workers` of them on one port, node:cluster) on
 * the database of `databaseUrl`; `env` adds BENCH_CACHE, TRUST_PROXY…. SERVER_NODE_FLAGS passes
 * flags NODE_OPTIONS refuses (`--cpu-prof --cpu-prof-dir=DIR`; the workers inherit them, cluster
 * forks with execArgv; bench/profile-summary.ts reads the result).
 */
export async function startBenchServer(opts: {
  databaseUrl: string;
  workers: number;
  env?: Record<string, string>;
}): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const port = 3950 + Math.floor(Math.random() * 48);
  const flags = (process.env.SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(
    process.execPath,
    [...flags, '--import', 'tsx', join(ROOT, 'bench', 'bench-server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...opts.env,
        BENCH_DB_URL: opts.databaseUrl,
        BENCH_WORKERS: String(opts.workers),
        BENCH_PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
