import type { FastifyBaseLogger } from 'fastify';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { tryResponsivenessLock } from './responsiveness-repository';
import { refreshStaleResponsiveness } from './responsiveness-service';

/**
 * How often a server process looks for figures that a passed deadline or the sliding window made
 * stale: a request counts at most this long after its deadline.
 */
export const SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * One pass: in a transaction holding the sweep's advisory lock (one process of those sharing the
 * database does the work; the others skip), the stale figures are recomputed.
 */
export async function sweepResponsiveness(db: Db, now = new Date()): Promise<number | null> {
  const done = await db.transaction(async (tx) => {
    if (!(await tryResponsivenessLock(tx))) return null;
    return refreshStaleResponsiveness(tx, now);
  });
  if (done) catalogueChanged(db);
  return done;
}

/** Runs a pass at start and every SWEEP_EVERY_MS; the answer stops it. */
export function startResponsivenessSweep(db: Db, log: Pick<FastifyBaseLogger, 'error'>): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = sweepResponsiveness(db).catch((err: unknown) =>
      log.error({ err }, 'responsiveness refresh failed'),
    );
  };
  pass();
  const timer = setInterval(pass, SWEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
