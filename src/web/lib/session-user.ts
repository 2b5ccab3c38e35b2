import type { SessionUser as SessionUserRecord } from '../../shared/schemas/auth';
import { type KeyValueStorage, STORAGE_KEYS } from './storage';

/**
 * The logged-in user as PRODUCT.md section 3 ('Session user') describes it; kept in localStorage
 * 'user'. Staff roles are not kept: the back office asks /admin/me, and the server checks each call.
 */
export type SessionUser = Omit<SessionUserRecord, 'roles'>;

export interface UserStore {
  get(): SessionUser | null;
  set(user: SessionUser): void;
  clear(): void;
  /** Re-reads storage and notifies; for code that changed the 'user' key directly (the API client). */
  refresh(): void;
  subscribe(listener: () => void): () => void;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** Accepts what the login answers (`register`) and what older builds may have stored; null otherwise. */
export function parseSessionUser(raw: unknown): SessionUser | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const id = toNumber(record.id);
  if (id === null || typeof record.shortName !== 'string') return null;
  const company = record.company === false || record.company == null ? 0 : toNumber(record.company);
  return {
    id,
    shortName: record.shortName,
    company: company ?? 0,
    companyName: typeof record.companyName === 'string' ? record.companyName : '',
  };
}

export function createUserStore(storage: KeyValueStorage): UserStore {
  const listeners = new Set<() => void>();
  // The snapshot must keep its identity between reads for useSyncExternalStore.
  let cachedRaw: string | null | undefined;
  let cachedUser: SessionUser | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const get = (): SessionUser | null => {
    const raw = storage.getItem(STORAGE_KEYS.user);
    if (raw === cachedRaw) return cachedUser;
    cachedRaw = raw;
    try {
      cachedUser = raw ? parseSessionUser(JSON.parse(raw)) : null;
    } catch {
      cachedUser = null;
    }
    return cachedUser;
  };

  return {
    get,
    set(user) {
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      notify();
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.user);
      notify();
    },
    refresh: notify,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
