import type { Db } from '../../db/client';
import { type AuditEntry, recordAudit } from './audit-repository';
import type { Actor } from './staff-service';

/** The publishing services' audit entry, in the caller's transaction, in the acting editor's name. */
export function auditBy(
  tx: Db,
  actor: Actor,
  entry: Omit<AuditEntry, 'actorId' | 'actorName'>,
): Promise<void> {
  return recordAudit(tx, { actorId: actor.id, actorName: actor.name, ...entry });
}
