import { slugify } from '../../../../shared/rules/slug';
import { isAuditAction } from '../../../../shared/schemas/admin';
import { isTermName, paths } from '../../../lib/paths';
import type { AdminAuditEntry } from '../api/admin';

/** One value an entry changed: where it sits in before/after (`['pt', 'history']`) and both sides. */
export interface FieldChange {
  path: string[];
  before: unknown;
  after: unknown;
}

/** Technical values every entry carries that say nothing to a reader (ids, slugs, fingerprints). */
const UNSHOWN = new Set(['id', 'reqId', 'slug', 'version']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function leaves(value: unknown, path: string[], into: Map<string, FieldChange>, side: 'before' | 'after') {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (!UNSHOWN.has(key)) leaves(inner, [...path, key], into, side);
    }
    return;
  }
  if (path.length === 0) return;
  const id = path.join('.');
  const change = into.get(id) ?? { path, before: null, after: null };
  change[side] = value ?? null;
  into.set(id, change);
}

/** The values that differ between an entry's before and after, in the order they were recorded. */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const all = new Map<string, FieldChange>();
  leaves(before, [], all, 'before');
  leaves(after, [], all, 'after');
  return [...all.values()].filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}

/** Where the entry's subject can be seen now; null when it is gone or has no page. */
export function linkOf(entry: Pick<AdminAuditEntry, 'action' | 'targetType' | 'subject'>): string | null {
  const { action, targetType, subject } = entry;
  if (!isAuditAction(action) || action.endsWith('.remove') || action === 'category.merge') return null;
  const id = subject?.id ?? null;
  switch (targetType) {
    case 'company':
      return id ? paths.company(id, slugify(subject?.name ?? '')) : null;
    case 'customer':
      return `${paths.admin}?tab=customers`;
    case 'rating':
      return `${paths.admin}?tab=ratings`;
    case 'newsletter':
      return `${paths.admin}?tab=newsletter`;
    case 'memberImport':
      return `${paths.admin}?tab=member-import`;
    case 'category':
      return `${paths.admin}?tab=publish`;
    case 'faq':
      return paths.faq;
    case 'slide':
      return paths.home;
    case 'magazine':
      return paths.magazines;
    case 'terms':
      return id !== null && isTermName(id) ? paths.terms(id) : null;
    case 'content':
      return id === 'about' ? paths.aboutUs : id === 'contact' ? paths.contact : paths.home;
    default:
      return null;
  }
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
export const isMoment = (value: unknown): value is string =>
  typeof value === 'string' && ISO_MOMENT.test(value);

/** A long text (markdown of a page, a newsletter): shown as the lines that changed. */
export const isLongText = (value: unknown) =>
  typeof value === 'string' && (value.includes('\n') || value.length > 120);
