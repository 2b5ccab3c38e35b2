import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

type PageModule = Promise<{ default: ComponentType }>;
interface PageHandle {
  preload: () => PageModule;
}

/**
 * One chunk per page: each import() below becomes its own file in dist/web/assets. The route's
 * handle keeps the import so the first page's chunk can be asked for before the first render.
 */
function page(load: () => PageModule): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(load);
  return { element: <Page />, handle: { preload: load } satisfies PageHandle };
}

const Home = page(() => import('./routes/home'));
const Companies = page(() => import('./routes/companies'));
const Company = page(() => import('./routes/company'));
const Quotes = page(() => import('./routes/quotes'));
const QuoteRate = page(() => import('./routes/quote-rate'));
const AboutUs = page(() => import('./routes/about-us'));
const Contact = page(() => import('./routes/contact'));
const Faq = page(() => import('./routes/faq'));
const Magazines = page(() => import('./routes/magazines'));
const Profile = page(() => import('./routes/profile'));
const PasswordRecovery = page(() => import('./routes/password-recovery'));
const PasswordCreate = page(() => import('./routes/password-create'));
const EmailConfirm = page(() => import('./routes/email-confirm'));
const NewsletterConfirm = page(() => import('./routes/newsletter-confirm'));
const Terms = page(() => import('./routes/terms'));
const NotFound = page(() => import('./routes/not-found'));

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
          { path: 'about-us', ...AboutUs },
          { path: 'contact', ...Contact },
          { path: 'frequent-asked-questions', ...Faq },
          { path: 'magazines', ...Magazines },
          { path: 'profile', ...Profile },
          { path: 'password-recovery', ...PasswordRecovery },
          { path: 'password-create', ...PasswordCreate },
          { path: 'email_confirm/:type/:token', ...EmailConfirm },
          { path: 'newsletter_confirm/:token', ...NewsletterConfirm },
          { path: 'terms/:termName', ...Terms },
          { path: '404-not-found', ...NotFound },
          { path: '*', ...NotFound },
        ],
      },
    ],
  },
];

/**
 * Asks for the chunk of the page at `pathname` at once, so it downloads alongside the interface
 * strings instead of after the first render (main.tsx).
 */
export function preloadPage(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as PageHandle | undefined)?.preload();
  }
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
