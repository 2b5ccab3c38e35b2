import { randomUuid } from '../../../lib/random-uuid';
import type { KeyValueStorage } from '../../../lib/storage';

/** localStorage key of the "stay logged in" token (PRODUCT.md 3): JSON { device, token }. */
export const PERSISTENT_LOGIN_KEY = 'user-token';

export interface PersistentLogin {
  device: string;
  token: string;
}

export function loadPersistentLogin(storage: KeyValueStorage): PersistentLogin | null {
  const raw = storage.getItem(PERSISTENT_LOGIN_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { device, token } = value as Record<string, unknown>;
    if (typeof device !== 'string' || typeof token !== 'string' || !device || !token) return null;
    return { device, token };
  } catch {
    return null;
  }
}

export function savePersistentLogin(storage: KeyValueStorage, login: PersistentLogin): void {
  storage.setItem(PERSISTENT_LOGIN_KEY, JSON.stringify({ device: login.device, token: login.token }));
}

export function forgetPersistentLogin(storage: KeyValueStorage): void {
  storage.removeItem(PERSISTENT_LOGIN_KEY);
}

/** The random device UUID sent when "stay logged in" is ticked. */
export function newDeviceId(): string {
  return randomUuid();
}
