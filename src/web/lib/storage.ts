/** localStorage keys of PRODUCT.md section 3 that the web shell itself reads or writes. */
export const STORAGE_KEYS = {
  user: 'user',
  lang: 'lang',
} as const;

/** The subset of the Web Storage API the app uses, so tests can pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * window.localStorage when it works. Private modes and blocked storage throw on access; the app then
 * keeps its state in memory for the visit instead of failing to start.
 */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = '__storage_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}
