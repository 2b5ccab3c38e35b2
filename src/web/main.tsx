import './lib/zod-without-eval';
import './styles/tokens.css';
import './styles/base.css';
import './styles/first-paint.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { seedInitialData } from './app/initial-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, preloadPage } from './app/route-table';
import { createAppServices } from './app/services';
import { createI18n, detectLanguage, i18nReady } from './lib/i18n';
import { browserStorage, STORAGE_KEYS } from './lib/storage';

const storage = browserStorage();
const i18n = createI18n(detectLanguage(storage.getItem(STORAGE_KEYS.lang), navigator.language));
const router = createAppRouter();
const services = createAppServices({ storage, i18n, navigate: (to) => void router.navigate(to) });
const queryClient = createQueryClient();
seedInitialData(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Without a session (API down) every page still renders; calls that need it answer false.
services.api.start().catch((error: unknown) => console.warn('Session could not be opened', error));

// The first render waits for this language's strings and the page's chunk (fetched in parallel with
// the session), so it replaces index.html's static first paint with the page itself, neither
// translation keys nor a loading state in between.
// As a transition, React renders the first screen in short slices between which the phone can
// handle input, rather than in one long task, while the static first paint stays on screen.
void Promise.all([i18nReady(i18n), preloadPage(window.location.pathname)]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders services={services} i18n={i18n} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
