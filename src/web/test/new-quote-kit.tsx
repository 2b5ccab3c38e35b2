import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootLayout } from '../app/layout/root-layout';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createAppServices } from '../app/services';
import { NewQuoteForm } from '../features/quotes/components/new-quote-form';
import { createI18n } from '../lib/i18n';
import type { SessionUser } from '../lib/session-user';
import { createMemoryStorage, STORAGE_KEYS } from '../lib/storage';
import { json, opened, scriptedServer } from './api-client-kit';

export const maria: SessionUser = { id: 1, shortName: 'Maria', company: 0, companyName: '' };

export const COMPANIES = [
  { id: 11, name: 'Aço Forte' },
  { id: 12, name: 'Borracha Sul' },
  { id: 13, name: 'Cobre Norte' },
];

/**
 * A server for the new quote form: two categories, three companies in category 3 found by any part
 * of their name, and the given answer to POST /quotes/new.
 */
export function quoteServer(routes: Parameters<typeof scriptedServer>[0] = {}) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/categories/list': () =>
      json({
        response: true,
        data: [
          { id: 3, name: 'Usinagem' },
          { id: 4, name: 'Fundição' },
        ],
      }),
    'POST /app/quotes/company_search': (call) => {
      const { category, search } = call.body as { category: number; search: string };
      const found = category === 3 ? COMPANIES.filter((c) => c.name.toLowerCase().includes(search)) : [];
      return json({ response: true, data: found });
    },
    ...routes,
  });
}

/**
 * The form inside the app's layout (header, auth modals, toaster) on a page of its own, as the
 * quotes page mounts it in its New Quote tab.
 */
export function renderNewQuote({
  user,
  fetch,
  companyReqId,
  onCreated,
}: {
  user?: SessionUser;
  fetch: typeof globalThis.fetch;
  companyReqId?: string;
  onCreated?: () => void;
}) {
  const storage = createMemoryStorage(user ? { [STORAGE_KEYS.user]: JSON.stringify(user) } : {});
  const i18n = createI18n('en');
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/new', element: <NewQuoteForm companyReqId={companyReqId} onCreated={onCreated} /> },
        ],
      },
    ],
    { initialEntries: ['/new'] },
  );
  const services = createAppServices({ storage, i18n, navigate: (to) => void router.navigate(to), fetch });
  const view = render(
    <AppProviders services={services} i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, services, router };
}
