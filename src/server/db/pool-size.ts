import { availableParallelism } from 'node:os';

/** A process's pool on a database elsewhere: it waits on the network, not on this machine's cores. */
export const REMOTE_POOL = 10;

/** Loopback or a Unix socket: PostgreSQL shares this machine's cores with the server processes. */
export function onThisMachine(databaseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(databaseUrl).hostname;
  } catch {
    return false;
  }
  return host === '' || host === 'localhost' || host.startsWith('127.') || host === '[::1]';
}

/**
 * Connections of one server process's pool: DATABASE_POOL when set; for a database on this
 * machine (the embedded one, or a server on loopback) twice the cores shared among the processes,
 * at least 4; else REMOTE_POOL. On 2 cores, ten backends at once fought each other and Node for the
 * cores: the cold list's slowest searches had p99 51–71 ms at 32 connections with a pool of 10 and
 * 41–51 ms with 4 (BENCHMARKS.md, issue 13 session 26).
 */
export function poolSize(opts: { databaseUrl?: string; workers: number; configured?: number }): number {
  if (opts.configured) return opts.configured;
  // No URL: the embedded server, on this machine by definition.
  if (opts.databaseUrl && !onThisMachine(opts.databaseUrl)) return REMOTE_POOL;
  return Math.max(4, Math.ceil((2 * availableParallelism()) / opts.workers));
}
