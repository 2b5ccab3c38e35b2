import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../plugins/jobs';
import { tryResponsivenessLock } from './responsiveness-repository';
import { refreshStaleResponsiveness } from './responsiveness-service';

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

/**
 * A pass at start and every 15 minutes, by one process of all (plugins/jobs.ts): a request counts
 * at most this long after its deadline passed, and the 12-month window slides.
 */
export const responsivenessSweepJob: JobDefinition = {
  name: 'responsiveness-sweep',
  cron: '*/15 * * * *',
  atStart: true,
  run: (app) => sweepResponsiveness(app.db),
};
