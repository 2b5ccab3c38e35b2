import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type AppServices, ServicesProvider } from '../lib/services';
import { STORAGE_KEYS } from '../lib/storage';

interface ProvidersProps {
  services: AppServices;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** TanStack Query, i18next and the app services (API client, session user, auth modals). */
export function AppProviders({ services, i18n, queryClient, children }: ProvidersProps) {
  useEffect(() => {
    // The server answers in the request's language, so cached content is stale after a switch.
    const onLanguage = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [i18n, queryClient]);

  useEffect(() => {
    // A login or logout in another tab shows up here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.user || event.key === null) services.user.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [services]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
