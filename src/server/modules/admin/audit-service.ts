import type { Lang } from '../../../shared/lang';
import type { AdminAuditBody } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { type AuditEntry, listAudit, recordAudit } from './audit-repository';

export type { AuditEntry };
// Every module that records a staff action writes its line through this service.
export { recordAudit };

interface Subject {
  id: string | null;
  name: string;
}

type Listed = Awaited<ReturnType<typeof listAudit>>['data'][number];

const REASON_KEYS = [
  'suspensionReason',
  'blockedReason',
  'hiddenReason',
  'replyHiddenReason',
  'refusalReason',
] as const;

/** "<id> <name>" (companies, customers, categories, ratings, magazines once saved) or "#<id> <name>" (questions, slides). */
function idAndName(target: string): Subject {
  const match = /^#?(\S+) (.*)$/s.exec(target);
  return match ? { id: match[1] ?? null, name: match[2] ?? '' } : { id: null, name: target };
}

/**
 * What an entry is about, read from the `target` each service writes (services.ts files: `target:`):
 * its id, where the entry has one, and its name; a newsletter's subject in the reader's language.
 */
export function subjectOf(entry: Pick<Listed, 'action' | 'targetType' | 'target'>, lang: Lang): Subject {
  const { action, targetType, target } = entry;
  if (action === 'magazine.add' || targetType === 'account') return { id: null, name: target };
  if (targetType === 'content' || targetType === 'terms') return { id: target, name: target };
  if (action.endsWith('.order')) return { id: null, name: target };
  if (targetType === 'newsletter') {
    const { id, name } = idAndName(target);
    const [pt, en] = name.split(' / ');
    return { id, name: (lang === 'en' ? en : pt) ?? name };
  }
  return idAndName(target);
}

/** The reason given with the decision: the one it recorded as the state after it. */
export function reasonOf(after: unknown): string | null {
  if (typeof after !== 'object' || after === null) return null;
  for (const key of REASON_KEYS) {
    const value = (after as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** A page of the audit log, each entry with what it is about and the reason given. */
export async function auditPage(db: Db, lang: Lang, filter: AdminAuditBody) {
  const page = await listAudit(db, filter);
  return {
    ...page,
    data: page.data.map((entry) => ({
      ...entry,
      subject: subjectOf(entry, lang),
      reason: reasonOf(entry.after),
    })),
  };
}
