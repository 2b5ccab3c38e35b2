import './lib/zod-without-eval';
import { Writable } from 'node:stream';
import type { Query } from '@tanstack/react-query';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import {
  initialQueryKeys,
  type ServerAnswer,
  type ServerCall,
  type ServerRenderInput,
} from '../shared/first-paint';
import { LANGS, type Lang } from '../shared/lang';
import { LAYOUT_SOURCES } from './app/layout/root-layout';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { type PageHandle, routes } from './app/route-table';
import type { ApiClient } from './lib/api-client';
import { createAuthModalStore } from './lib/auth-modal-store';
import { RequestCookies } from './lib/cookies';
import { isTermName, paths } from './lib/paths';
import type { AppServices } from './lib/services';
import { createUserStore } from './lib/session-user';
import { createMemoryStorage } from './lib/storage';
import { DEFAULT_NAMESPACE } from './locales/resources';

/*
 * The server's render of a public page (decision 0017): the same routes, components and strings as
 * the browser's, with the API answers the server reads through its own services (`call`, see
 * src/server/plugins/web-ssr.ts), which go to the browser with the page for TanStack Query, so
 * main.tsx hydrates this very markup. Built by `vite build --ssr` into dist/ssr; the server imports
 * it at start. Nothing here knows who is asking: the page renders logged out, as for a crawler.
 */

// Every namespace of both languages, read once when the server imports this module (loaded as the
// browser loads them, so the server build has the same chunks): nothing is fetched per page.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  base: '../shared/messages/locales',
  import: 'default',
});
const resources: Resource = {};
await Promise.all(
  Object.entries(files).map(async ([file, load]) => {
    const [, lang, ns] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!lang || !ns) return;
    const strings = await load();
    resources[lang] = { ...resources[lang], [ns]: strings };
  }),
);

const instances = new Map<Lang, I18n>();
/** One read-only i18next instance per language, made once: nothing changes its language on the server. */
function i18nFor(lang: Lang): I18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const i18n = createInstance();
  void i18n.init({
    resources,
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(resources.en ?? {}),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(lang, i18n);
  return i18n;
}

/** The API client the components get on the server: reads only, through `call`, never a session. */
function serverApi(call: ServerCall, lang: Lang): ApiClient {
  type Answer = Awaited<ReturnType<ApiClient['get']>>;
  const read = async (method: 'GET' | 'POST', path: string, body?: unknown) =>
    (await call(method, path, body ?? {}, lang)) as Answer;
  return {
    start: async () => true,
    isAvailable: () => true,
    get: (path) => read('GET', path),
    post: (path, body) => read('POST', path, body),
    put: async () => false,
    del: async () => false,
  };
}

const handler = createStaticHandler(routes);
const RENDER_TIMEOUT_MS = 5000;

/** The whole markup once every lazy part has loaded (no streaming: the page goes out in one piece). */
function renderAll(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // Every boundary inline, however large: React would otherwise send a big one apart, to be put
      // in place by an inline script, which the Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that failed is rendered by the browser instead; the server log tells why.
      onError: (error) => console.warn('[ssr]', error),
    });
    setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

/** The queries a render asked for and nobody fetched (the server never fetches while rendering). */
const unfetched = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  // Not query.isDisabled(): nothing subscribes on the server, which it would take for disabled.
  (query.options as { enabled?: unknown }).enabled !== false;

/**
 * The company page of an unknown (or no longer public) company, whose answer is null
 * (get-company-info.ts): the page is a 404, rendered as the not-found page.
 */
const isUnknownCompany = (query: Query) => {
  const [area, kind] = query.queryKey;
  const [companyArea, companyKind] = initialQueryKeys.company('en', '');
  return area === companyArea && kind === companyKind && query.state.data === null;
};

/**
 * The page at `url` as the browser's first render will show it, or null when it is not a public
 * page (private pages keep the client-rendered shell), or a redirect the client would make.
 */
export async function render({ url, lang, cookie, call }: ServerRenderInput): Promise<ServerAnswer> {
  const pathname = new URL(url, 'http://server').pathname;
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages = matches.map((match) => match.route.handle as PageHandle | undefined);
  const pageFiles = pages.flatMap((page) => (page?.serverRendered ? [page.serverRendered] : []));
  if (pageFiles.length === 0) return null;
  // The layout's own chunks too (root-layout.tsx): their stylesheets in the head, scripts preloaded.
  const files = [...pageFiles, ...LAYOUT_SOURCES];
  const leaf = matches[matches.length - 1];
  // terms.tsx replaces an unknown name with the not-found page: the server says so with a redirect.
  if (leaf?.route.path === 'terms/:termName' && !isTermName(leaf.params.termName))
    return { redirect: paths.notFound };
  await Promise.all(pages.map((page) => page?.preload()));

  const context = await handler.query(new Request(new URL(url, 'http://server')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const storage = createMemoryStorage();
  const services: AppServices = {
    api: serverApi(call, lang),
    storage,
    user: createUserStore(storage),
    authModal: createAuthModalStore(),
  };
  const app = (
    <RequestCookies.Provider value={cookie}>
      <AppProviders services={services} i18n={i18nFor(lang)} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </RequestCookies.Provider>
  );

  // The components ask for their data while rendering; fetch what they asked for and render again
  // (twice at most: a query that needs another's answer, such as a list's filters).
  const notFoundPath = leaf?.route.path === '*' || leaf?.route.path === paths.notFound.slice(1);
  const failed = new Set<string>();
  let html = await renderAll(app);
  for (let round = 0; round < 2; round++) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => unfetched(query) && !failed.has(query.queryHash));
    if (wanted.length === 0) break;
    await Promise.all(
      wanted.map((query) =>
        query.fetch().catch(() => {
          failed.add(query.queryHash);
          // The browser has no error to start from: it renders the query as loading, and so must we.
          queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        }),
      ),
    );
    html = await renderAll(app);
  }
  const answered = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success');
  const queries = answered.map((query) => ({ key: query.queryKey, data: query.state.data }));
  const notFound = notFoundPath || answered.some(isUnknownCompany);
  return { html, status: notFound ? 404 : 200, files, queries };
}
