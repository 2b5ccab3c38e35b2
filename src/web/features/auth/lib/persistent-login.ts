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

function uuidFromRandomBytes(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The random device UUID sent when "stay logged in" is ticked. crypto.randomUUID exists only in
 * secure contexts (https, localhost); a catalogue served over plain http on an intranet address
 * still has getRandomValues.
 */
export function newDeviceId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromRandomBytes();
}
