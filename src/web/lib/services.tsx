import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ApiClient } from './api-client';
import type { AuthModal, AuthModalStore } from './auth-modal-store';
import type { SessionUser, UserStore } from './session-user';
import type { KeyValueStorage } from './storage';

/** Everything a feature needs from the running app; created once in app/services.ts. */
export interface AppServices {
  api: ApiClient;
  storage: KeyValueStorage;
  user: UserStore;
  authModal: AuthModalStore;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

/** The API client: `const api = useApi(); await api.post('/quotes/new', payload)`. */
export function useApi(): ApiClient {
  return useServices().api;
}

const loggedOut = () => null;

/**
 * The logged-in user or null; re-renders on login, logout and when another tab changes it. The
 * server renders public pages logged out (entry-server.tsx), so hydration starts logged out too
 * (the server snapshot) and shows the user right after.
 */
export function useSessionUser(): SessionUser | null {
  const { user } = useServices();
  return useSyncExternalStore(user.subscribe, user.get, loggedOut);
}

/** For the code that logs in or out: `useUserStore().set(register)` / `.clear()`. */
export function useUserStore(): UserStore {
  return useServices().user;
}

export function useAuthModal(): {
  current: AuthModal | null;
  open: (m: AuthModal) => void;
  close: () => void;
} {
  const { authModal } = useServices();
  const current = useSyncExternalStore(authModal.subscribe, authModal.get, authModal.get);
  return useMemo(() => ({ current, open: authModal.open, close: authModal.close }), [current, authModal]);
}

export function useLoginModal(): { isOpen: boolean; open: () => void; close: () => void } {
  const { current, open, close } = useAuthModal();
  return useMemo(
    () => ({ isOpen: current === 'login', open: () => open('login'), close }),
    [current, open, close],
  );
}
