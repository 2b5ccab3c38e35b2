import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { saoPauloDayStart } from '../../../shared/rules/sao-paulo-time';
import type { AdminAuditBody, AuditAction } from '../../../shared/schemas/admin';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { staffAudit } from '../../db/schema/staff';
import { containsPattern } from '../../db/sql/search';

export interface AuditEntry {
  actorId: number | null;
  actorName: string;
  action: AuditAction;
  targetType: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Inside the caller's transaction: the action and its record commit together or not at all. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(staffAudit).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

function whereOf(filter: AdminAuditBody): SQL | undefined {
  return and(
    filter.action ? eq(staffAudit.action, filter.action) : undefined,
    filter.actor ? ilike(staffAudit.actorName, containsPattern(filter.actor)) : undefined,
    filter.from ? gte(staffAudit.createdAt, saoPauloDayStart(filter.from)) : undefined,
    filter.to ? lt(staffAudit.createdAt, saoPauloDayStart(filter.to)) : undefined,
  );
}

/** Newest first. */
export async function listAudit(db: Db, filter: AdminAuditBody) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: staffAudit.id,
        actor: staffAudit.actorName,
        action: staffAudit.action,
        targetType: staffAudit.targetType,
        target: staffAudit.target,
        before: staffAudit.before,
        after: staffAudit.after,
        createdAt: staffAudit.createdAt,
      })
      .from(staffAudit)
      .where(where)
      .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(staffAudit).where(where),
  ]);
  return {
    data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** Every action recorded so far, alphabetically (a handful: the audit's action names are fixed). */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: staffAudit.action })
    .from(staffAudit)
    .orderBy(asc(staffAudit.action));
  return rows.map((r) => r.action);
}
