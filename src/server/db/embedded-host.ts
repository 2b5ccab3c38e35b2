import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
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
