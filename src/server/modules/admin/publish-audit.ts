import type { Db } from '../../db/client';
import type { Actor } from './admin-companies-service';
import { type AuditEntry, recordAudit } from './audit-repository';

/** The publishing services' audit entry, in the caller's transaction, in the acting editor's name. */
export function auditBy(
  tx: Db,
  actor: Actor,
  entry: Omit<AuditEntry, 'actorId' | 'actorName'>,
): Promise<void> {
  return recordAudit(tx, { actorId: actor.id, actorName: actor.name, ...entry });
}
