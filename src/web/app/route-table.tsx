import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

// One chunk per page: each import() below becomes its own file in dist/web/assets.
const Home = lazy(() => import('./routes/home'));
const Companies = lazy(() => import('./routes/companies'));
const Company = lazy(() => import('./routes/company'));
const Quotes = lazy(() => import('./routes/quotes'));
const QuoteRate = lazy(() => import('./routes/quote-rate'));
const AboutUs = lazy(() => import('./routes/about-us'));
const Contact = lazy(() => import('./routes/contact'));
const Faq = lazy(() => import('./routes/faq'));
const Magazines = lazy(() => import('./routes/magazines'));
const Profile = lazy(() => import('./routes/profile'));
const PasswordRecovery = lazy(() => import('./routes/password-recovery'));
const PasswordCreate = lazy(() => import('./routes/password-create'));
const EmailConfirm = lazy(() => import('./routes/email-confirm'));
const NewsletterConfirm = lazy(() => import('./routes/newsletter-confirm'));
const Terms = lazy(() => import('./routes/terms'));
const NotFound = lazy(() => import('./routes/not-found'));

/** PRODUCT.md section 2, one row per route. Paths must match lib/paths.ts. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Pathless so a page that throws is shown inside the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          { path: 'companies', element: <Companies /> },
          { path: 'company/:reqId', element: <Company /> },
          { path: 'company/:reqId/:slug/*', element: <Company /> },
          { path: 'quotes', element: <Quotes /> },
          { path: 'quotes/new-quote/:companyId', element: <Quotes /> },
          { path: 'quote-rate/:proposalId', element: <QuoteRate /> },
          { path: 'about-us', element: <AboutUs /> },
          { path: 'contact', element: <Contact /> },
          { path: 'frequent-asked-questions', element: <Faq /> },
          { path: 'magazines', element: <Magazines /> },
          { path: 'profile', element: <Profile /> },
          { path: 'password-recovery', element: <PasswordRecovery /> },
          { path: 'password-create', element: <PasswordCreate /> },
          { path: 'email_confirm/:type/:token', element: <EmailConfirm /> },
          { path: 'newsletter_confirm/:token', element: <NewsletterConfirm /> },
          { path: 'terms/:termName', element: <Terms /> },
          { path: '404-not-found', element: <NotFound /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
