import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type {
  MemberCounts,
  MemberImportBody,
  MemberImportSummary,
  MemberMapping,
  MemberPreview,
  MemberPreviewBody,
} from '../../../shared/schemas/member-import';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/sql/unique-violation';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../admin/audit-service';
import {
  deleteUnclaimedOfImport,
  insertImport,
  insertListings,
  type ListingColumns,
  listImports,
  lockImport,
  markUndone,
  recordUpdates,
  updatesOfImport,
  updateUnclaimed,
} from './member-import-repository';
import { countsInWords, planSheet, previewOf } from './member-plan-service';
import { readMemberSheet } from './member-sheet';

/*
 * The member import's calls (issue 33 item 1): preview (writes nothing), import (all or nothing,
 * in one transaction, idempotent by CNPJ, never touching a claimed company), undo, the list.
 */

interface Actor {
  id: number;
  name: string;
}

/** POST /admin/member-import/preview. */
export async function previewMembers(db: Db, lang: Lang, body: MemberPreviewBody): Promise<MemberPreview> {
  const sheet = await readMemberSheet(body.file);
  const plan = await planSheet(db, sheet, body.mapping as MemberMapping | undefined);
  return previewOf(lang, body.file.name, sheet, plan);
}

type Listed = Awaited<ReturnType<typeof listImports>>[number];

function summaryOf(row: Listed): MemberImportSummary {
  return {
    reqId: row.reqId,
    fileName: row.fileName,
    actor: row.actor,
    visibility: row.visibility,
    counts: {
      new: row.created,
      updated: row.updated,
      unchanged: row.unchanged,
      claimed: row.claimed,
      problem: 0,
    },
    createdAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** POST /admin/member-import/list: the latest imports, newest first. */
export async function memberImports(db: Db): Promise<MemberImportSummary[]> {
  return (await listImports(db, 50)).map(summaryOf);
}

type Before = ListingColumns & { categoryIds: number[] };

/** POST /admin/member-import/import: the whole file or nothing. */
export async function importMembers(db: Db, lang: Lang, actor: Actor, body: MemberImportBody) {
  const sheet = await readMemberSheet(body.file);
  const now = new Date();
  let result: { saved: { id: number; reqId: string; createdAt: Date }; counts: MemberCounts };
  try {
    result = await db.transaction(async (tx) => {
      // Planned inside the transaction: what it writes is what it read.
      const { rows, counts, mapping } = await planSheet(tx, sheet, body.mapping as MemberMapping);
      if (counts.problem > 0) throw new AppError('IMP007');
      const saved = await insertImport(tx, {
        actorId: actor.id,
        actorName: actor.name,
        fileName: body.file.name,
        visibility: body.visibility,
        createdCount: counts.new,
        updatedCount: counts.updated,
        unchangedCount: counts.unchanged,
        skippedCount: counts.claimed,
        mapping: mapping as Record<string, number | null>,
        columns: sheet.columns,
        rowCount: rows.length,
      });
      const created = rows.flatMap((row) =>
        row.outcome === 'new' && row.columns && row.read.draft
          ? [{ ...row.columns, cnpj: row.read.draft.cnpj, categoryIds: row.read.draft.categoryIds }]
          : [],
      );
      await insertListings(tx, saved.id, body.visibility === 'hidden', created);
      const befores: { companyId: number; before: Before }[] = [];
      for (const row of rows) {
        if (row.outcome !== 'updated' || !row.existing || !row.columns || !row.read.draft) continue;
        const { id, cnpj: _cnpj, ownerId: _owner, categoryIds, ...columns } = row.existing;
        if (!(await updateUnclaimed(tx, id, row.columns, row.read.draft.categoryIds, now)))
          throw new AppError('IMP010');
        befores.push({ companyId: id, before: { ...columns, categoryIds } });
      }
      await recordUpdates(tx, saved.id, befores);
      await recordAudit(tx, {
        actorId: actor.id,
        actorName: actor.name,
        action: 'memberImport.import',
        targetType: 'memberImport',
        target: `${saved.reqId} ${body.file.name}`,
        after: { visibility: body.visibility, ...counts },
      });
      return { saved, counts };
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('IMP010');
    throw error;
  }
  catalogueChanged(db);
  const { saved, counts } = result;
  const summary: MemberImportSummary = {
    reqId: saved.reqId,
    fileName: body.file.name,
    actor: actor.name,
    visibility: body.visibility,
    counts,
    createdAt: saved.createdAt.toISOString(),
    undoneAt: null,
  };
  return {
    data: summary,
    message: translate(lang, 'memberImport.imported', {
      file: body.file.name,
      counts: countsInWords(lang, counts),
    }),
  };
}

/**
 * POST /admin/member-import/undo: the import's listings nobody claimed are removed, the unclaimed
 * listings it updated get back what they held; a listing claimed meanwhile is kept as it is.
 */
export async function undoImport(db: Db, lang: Lang, actor: Actor, reqId: string) {
  const now = new Date();
  const { fileName, removed, restored, kept } = await db.transaction(async (tx) => {
    const found = await lockImport(tx, reqId);
    if (!found) throw new AppError('NFD001');
    if (found.undoneAt) throw new AppError('IMP009');
    const gone = await deleteUnclaimedOfImport(tx, found.id);
    let putBack = 0;
    for (const { companyId, before } of await updatesOfImport(tx, found.id)) {
      const { categoryIds, ...columns } = before as Before;
      if (await updateUnclaimed(tx, companyId, columns, categoryIds, now)) putBack += 1;
    }
    await markUndone(tx, found.id, now);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'memberImport.undo',
      targetType: 'memberImport',
      target: `${found.reqId} ${found.fileName}`,
      after: { removed: gone.removed, restored: putBack, kept: gone.kept },
    });
    return { fileName: found.fileName, removed: gone.removed, restored: putBack, kept: gone.kept };
  });
  catalogueChanged(db);
  const words = (key: 'removed' | 'restored' | 'kept', count: number) =>
    translate(lang, `memberImport.undo.${key}`, { count });
  return {
    data: { removed, restored, kept },
    message: translate(lang, 'memberImport.undone', {
      file: fileName,
      removed: words('removed', removed),
      restored: words('restored', restored),
      kept: words('kept', kept),
    }),
  };
}
