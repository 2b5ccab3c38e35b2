import './lib/zod-without-eval';
import './styles/tokens.css';
import './styles/base.css';
import './styles/first-paint.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SERVER_RENDERED_ATTRIBUTE } from '../shared/first-paint';
import { seedInitialData } from './app/initial-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, preloadPage } from './app/route-table';
import { createAppServices } from './app/services';
import { createI18n, i18nReady, startLanguage } from './lib/i18n';
import { browserStorage } from './lib/storage';
import { yieldToBrowser } from './lib/yield-to-browser';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const html = document.documentElement;
const storage = browserStorage();
const rendered = html.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const lang = startLanguage(storage, window.location.search, rendered);
// The server rendered this page (entry-server.tsx) in this language: hydrate its markup. (In another
// language, when the stored choice and the language cookie disagree, the page is rendered afresh.)
const serverRendered = rendered && html.lang === lang;

/**
 * The rest of the start, one task per step (yieldToBrowser): run at once after the module, it was
 * one task of 0.4–0.6 s on a mid-range phone, blocking input on the server's painted page.
 *
 * The first render waits for this language's strings and the page's chunk (fetched in parallel with
 * the session), so it replaces index.html's static first paint with the page itself, neither
 * translation keys nor a loading state in between. As a transition, React renders the first screen
 * in short slices between which the phone can handle input, rather than in one long task, while the
 * static first paint stays on screen. A server-rendered page is hydrated instead: the same first
 * render over the server's markup, with the answers it was rendered with already in the query cache
 * (seedInitialData).
 */
async function start(root: HTMLElement) {
  await yieldToBrowser();
  // The router first: the page's chunk, found in its matches, is fetched while the rest starts.
  const router = createAppRouter();
  const pageReady = preloadPage(router.state.matches);
  await yieldToBrowser();
  const i18n = createI18n(lang);
  const services = createAppServices({ storage, i18n, navigate: (to) => void router.navigate(to) });
  await yieldToBrowser();
  // Without a session (API down) every page still renders; calls that need it answer false.
  services.api.start().catch((error: unknown) => console.warn('Session could not be opened', error));
  const queryClient = createQueryClient();
  seedInitialData(queryClient);
  await Promise.all([i18nReady(i18n), pageReady]);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProviders services={services} i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => {
    if (serverRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(root);
