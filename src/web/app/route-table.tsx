import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { preloadable } from '../lib/preloadable';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

/** A page's chunk; `ready` fetches what its first screen shows besides (e.g. the home carousel). */
type PageModule = Promise<{ default: ComponentType; ready?: () => Promise<unknown> }>;
export interface PageHandle {
  preload: () => Promise<unknown>;
  /**
   * The page's source file under src/web (`app/routes/<name>.tsx`), set on the public pages the
   * server renders (entry-server.tsx): the server finds the page's stylesheets and scripts under
   * that name in the build manifest. Private pages leave it out and stay client-rendered.
   */
  serverRendered?: string;
}

/**
 * One chunk per page: each import() below becomes its own file in dist/web/assets. The route's
 * handle keeps the import so the first page's chunk can be asked for before the first render, which
 * then shows the page rather than its loading state.
 */
function page(load: () => PageModule, publicName?: string): Pick<RouteObject, 'element' | 'handle'> {
  const { Component: Page, preload } = preloadable(async () => {
    const module = await load();
    await module.ready?.();
    return module.default;
  });
  const serverRendered = publicName ? `app/routes/${publicName}.tsx` : undefined;
  return { element: <Page />, handle: { preload, serverRendered } satisfies PageHandle };
}

// The public pages (a second argument: their file's name) are rendered by the server too.
const Home = page(() => import('./routes/home'), 'home');
const Companies = page(() => import('./routes/companies'), 'companies');
const Company = page(() => import('./routes/company'), 'company');
const Quotes = page(() => import('./routes/quotes'));
const QuoteRate = page(() => import('./routes/quote-rate'));
const SharedQuote = page(() => import('./routes/shared-quote'));
const AboutUs = page(() => import('./routes/about-us'), 'about-us');
const Contact = page(() => import('./routes/contact'), 'contact');
const Faq = page(() => import('./routes/faq'), 'faq');
const Magazines = page(() => import('./routes/magazines'), 'magazines');
const Profile = page(() => import('./routes/profile'));
const PasswordRecovery = page(() => import('./routes/password-recovery'));
const PasswordCreate = page(() => import('./routes/password-create'));
const EmailConfirm = page(() => import('./routes/email-confirm'));
const NewsletterConfirm = page(() => import('./routes/newsletter-confirm'));
const NewsletterUnsubscribe = page(() => import('./routes/newsletter-unsubscribe'));
const InsightsDigestOff = page(() => import('./routes/insights-digest-off'));
const Terms = page(() => import('./routes/terms'), 'terms');
const NotFound = page(() => import('./routes/not-found'), 'not-found');
const Admin = page(() => import('./routes/admin'));

/** PRODUCT.md section 2, one row per route. Paths must match lib/paths.ts. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Pathless so a page that throws is shown inside the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, ...Home },
          { path: 'companies', ...Companies },
          { path: 'company/:reqId', ...Company },
          { path: 'company/:reqId/:slug/*', ...Company },
          { path: 'quotes', ...Quotes },
          { path: 'quotes/new-quote/:companyId', ...Quotes },
          { path: 'quote-rate/:proposalId', ...QuoteRate },
          { path: 'shared-quote/:token', ...SharedQuote },
          { path: 'about-us', ...AboutUs },
          { path: 'contact', ...Contact },
          { path: 'frequent-asked-questions', ...Faq },
          { path: 'magazines', ...Magazines },
          { path: 'profile', ...Profile },
          { path: 'password-recovery', ...PasswordRecovery },
          { path: 'password-create', ...PasswordCreate },
          { path: 'email_confirm/:type/:token', ...EmailConfirm },
          { path: 'newsletter_confirm/:token', ...NewsletterConfirm },
          { path: 'newsletter_unsubscribe/:token', ...NewsletterUnsubscribe },
          { path: 'insights_digest_off/:token', ...InsightsDigestOff },
          { path: 'terms/:termName', ...Terms },
          { path: 'admin', ...Admin },
          { path: '404-not-found', ...NotFound },
          { path: '*', ...NotFound },
        ],
      },
    ],
  },
];

/**
 * Asks for the chunk of the page the router matched (its state's matches: the routes are not
 * matched a second time) at once, so it downloads alongside the interface
 * strings; resolves when it is there (or failed: the page's error element tells then), for main.tsx
 * to render the page rather than its loading state.
 */
export async function preloadPage(matches: readonly { route: { handle?: unknown } }[]): Promise<void> {
  const loads = matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload());
  await Promise.allSettled(loads);
}

/**
 * A history entry opened by a full page load (a typed or pasted URL, a link from an e-mail) has no
 * state, so React Router keys it 'default', and <ScrollRestoration> gave every such page the
 * position the last one was left at. A key of its own makes a fresh page open at the top, while
 * Back, Forward and reload find the entry's own position again.
 *
 * The entry's index (`idx`, 0 for an entry without one) is written in the same call: React Router
 * otherwise replaces the state a second time to add it, and each replaceState is a call to the
 * browser's process in the page's start-up task (1–3 ms at 1×, more on a busy phone; issue 17).
 */
function keyThisEntry(): void {
  const state: unknown = window.history.state;
  const kept: { key?: unknown; idx?: unknown } = state && typeof state === 'object' ? state : {};
  if ('key' in kept && typeof kept.idx === 'number') return;
  window.history.replaceState(
    { ...kept, key: kept.key ?? Math.random().toString(36).slice(2, 10), idx: kept.idx ?? 0 },
    '',
  );
}

export function createAppRouter() {
  keyThisEntry();
  return createBrowserRouter(routes);
}
