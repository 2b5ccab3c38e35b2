/**
 * Which account modal is open. One value rather than two flags: the register modal may open only
 * while the login modal is closed (PRODUCT.md section 2), and the API client's onLoginRequired must
 * be able to open the login modal from outside React.
 */
export type AuthModal = 'login' | 'register';

export interface AuthModalStore {
  get(): AuthModal | null;
  open(modal: AuthModal): void;
  close(): void;
  subscribe(listener: () => void): () => void;
}

export function createAuthModalStore(): AuthModalStore {
  const listeners = new Set<() => void>();
  let current: AuthModal | null = null;

  const set = (next: AuthModal | null) => {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };

  return {
    get: () => current,
    open: set,
    close: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
