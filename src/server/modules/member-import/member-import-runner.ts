import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../plugins/jobs';
import { recordAudit } from '../admin/audit-service';
import {
  categoryNamesOf,
  findImport,
  importLookups,
  insertListings,
  listImports,
  setImport,
  updateListing,
} from './member-import-repository';
import type { PayloadRow } from './member-import-service';

const CHUNK = 250;

/**
 * Writes one confirmed import: every row in one transaction (all or nothing), chunk by chunk, the
 * progress saved outside the transaction after each chunk so the admin's bar moves. A claimed
 * listing is never written (the update's where says so), and a listing claimed since the preview
 * stays as its owner left it. Safe to run again: a failed run wrote nothing and is retried.
 */
export async function runImport(db: Db, importId: number, signal?: AbortSignal): Promise<void> {
  const row = await findImport(db, { id: importId });
  if (row?.state !== 'running' || !row.payload) return;
  const payload = row.payload as PayloadRow[];
  const names = await categoryNamesOf(db);
  const namesOf = (ids: number[]) => ids.flatMap((id) => names.get(id) ?? []);
  try {
    const counts = await db.transaction(async (tx) => {
      const existing = await importLookups(
        tx,
        payload.filter((p) => p.action === 'update').map((p) => p.cnpj),
      );
      let created = 0;
      let updated = 0;
      for (let start = 0; start < payload.length; start += CHUNK) {
        if (signal?.aborted) throw new Error('stopped');
        const chunk = payload.slice(start, start + CHUNK);
        const fresh = chunk.filter((p) => p.action === 'create');
        await insertListings(
          tx,
          { id: row.id, hidden: row.visibility === 'hidden', quotesByEmail: row.quotesByEmail },
          fresh.map((p) => ({ ...p.fields, cnpj: p.cnpj, categoryNames: namesOf(p.fields.categoryIds) })),
        );
        created += fresh.length;
        for (const p of chunk) {
          const listing = existing.existing.get(p.cnpj);
          if (p.action !== 'update' || !listing || listing.ownerId !== null) continue;
          await updateListing(tx, row.id, listing, {
            ...p.fields,
            cnpj: p.cnpj,
            categoryNames: namesOf(p.fields.categoryIds),
          });
          updated += 1;
        }
        await setImport(db, row.id, { done: Math.min(start + CHUNK, payload.length) });
      }
      await recordAudit(tx, {
        actorId: row.actorId,
        actorName: row.actorName,
        action: 'memberImport.run',
        targetType: 'memberImport',
        target: `${row.reqId} ${row.fileName}`,
        after: {
          created,
          updated,
          unchanged: row.unchangedCount,
          claimed: row.skippedCount,
          visibility: row.visibility,
          quotesByEmail: row.quotesByEmail,
        },
      });
      await setImport(tx, row.id, {
        state: 'done',
        payload: null,
        done: payload.length,
        createdCount: created,
        updatedCount: updated,
      });
      return { created, updated };
    });
    if (counts.created + counts.updated > 0) catalogueChanged(db);
  } catch (error) {
    // A unique CNPJ taken meanwhile (a company registered during the import) or a stop: nothing
    // was written; a stop is retried by the runner, anything else is told to the admin.
    if (signal?.aborted) throw error;
    await setImport(db, row.id, { state: 'failed', payload: null, done: 0, failure: 'IMP010' });
    throw error;
  }
}

/** Every import still waiting, oldest first (one at a time: the queue is stately). */
export async function runPendingImports(db: Db, signal?: AbortSignal): Promise<void> {
  const running = (await listImports(db, 50)).filter((r) => r.state === 'running').reverse();
  const failures: unknown[] = [];
  for (const r of running) await runImport(db, r.id, signal).catch((error: unknown) => failures.push(error));
  if (failures.length) throw failures[0];
}

export const memberImportJob: JobDefinition = {
  name: 'member-import',
  // A server stopped mid-import left it "running": its transaction rolled back, so it starts over.
  atStart: true,
  heartbeatSeconds: 30,
  retryLimit: 0,
  run: (app, _data, signal) => runPendingImports(app.db, signal),
};
