import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Lang } from '../../shared/lang';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/route-table';
import { createAppServices } from '../app/services';
import { createI18n } from '../lib/i18n';
import type { SessionUser } from '../lib/session-user';
import { createMemoryStorage, STORAGE_KEYS } from '../lib/storage';

interface RenderAppOptions {
  /** History entries; the last one is the current page. */
  entries?: string[];
  lang?: Lang;
  user?: SessionUser;
  /** The server the API client talks to; by default every call fails as if the API were down. */
  fetch?: typeof fetch;
}

/**
 * Renders the whole app (layout, routes, providers) on a memory router with an in-memory storage and
 * the real API client, on a fake `fetch` (unreachable server unless given).
 */
export function renderApp({ entries = ['/'], lang = 'en', user, fetch }: RenderAppOptions = {}) {
  const storage = createMemoryStorage(user ? { [STORAGE_KEYS.user]: JSON.stringify(user) } : {});
  const i18n = createI18n(lang);
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const services = createAppServices({
    storage,
    i18n,
    navigate: (to) => void router.navigate(to),
    fetch: fetch ?? (() => Promise.reject(new TypeError('offline'))),
  });
  const view = render(
    <AppProviders services={services} i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, services, i18n, storage };
}

function inProviders(
  ui: ReactNode,
  { lang = 'en', fetch, user }: Pick<RenderAppOptions, 'lang' | 'fetch' | 'user'>,
) {
  const i18n = createI18n(lang);
  const services = createAppServices({
    storage: createMemoryStorage(user ? { [STORAGE_KEYS.user]: JSON.stringify(user) } : {}),
    i18n,
    navigate: () => {},
    fetch: fetch ?? (() => Promise.reject(new TypeError('offline'))),
  });
  return (
    <AppProviders services={services} i18n={i18n} queryClient={createQueryClient()}>
      {ui}
    </AppProviders>
  );
}

/** Renders one component inside the app's providers (no router), on a fake `fetch`. */
export function renderInProviders(
  ui: ReactNode,
  options: Pick<RenderAppOptions, 'lang' | 'fetch' | 'user'> = {},
) {
  return render(inProviders(ui, options));
}

/** The markup the server's render sends for one component inside the app's providers, parsed. */
export function serverRenderInProviders(ui: ReactNode, lang: Lang = 'en'): Document {
  return new DOMParser().parseFromString(renderToString(inProviders(ui, { lang })), 'text/html');
}

/** A back-office tab (`/admin?tab=…`) as a logged-in staff member sees it; the fake server answers her roles. */
export function renderAdminTab(tab: string, lang: Lang, fetchFn: typeof fetch) {
  return renderApp({
    entries: [`/admin?tab=${tab}`],
    lang,
    user: { id: 1, shortName: 'Ana', company: 0, companyName: '' },
    fetch: fetchFn,
  });
}
