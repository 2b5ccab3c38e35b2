import type { i18n as I18n } from 'i18next';
import { createApiClient } from '../lib/api-client';
import { createAuthModalStore } from '../lib/auth-modal-store';
import { currentLang } from '../lib/i18n';
import type { AppServices } from '../lib/services';
import { createUserStore } from '../lib/session-user';
import type { KeyValueStorage } from '../lib/storage';

interface ServiceDeps {
  storage: KeyValueStorage;
  i18n: I18n;
  /** The router's navigate; the API client needs it outside React (SES006 goes to '/'). */
  navigate: (to: string) => void;
  fetch?: typeof fetch;
}

/** Wires the API client's session callbacks to the user store, the login modal and the router. */
export function createAppServices({ storage, i18n, navigate, fetch }: ServiceDeps): AppServices {
  const user = createUserStore(storage);
  const authModal = createAuthModalStore();
  const api = createApiClient({
    storage,
    fetch,
    getLanguage: () => currentLang(i18n),
    onUserCleared: () => user.clear(),
    onLoginRequired: () => {
      navigate('/');
      authModal.open('login');
    },
  });
  return { api, storage, user, authModal };
}
