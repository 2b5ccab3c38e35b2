import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Container } from '../../components/ui/container';
import { Toaster } from '../../components/ui/toaster';
import { markFirstRenderDone } from '../../lib/hydration';
import { useSessionUser } from '../../lib/services';
import { AuthModals } from './auth-modals';
import { Header } from './header';
import styles from './root-layout.module.css';

export const MAIN_ID = 'main-content';

/**
 * The footer (below the first screen of every page: newsletter, contact, language switch) and the
 * consent bar (over the page's bottom edge) are chunks of their own, fetched beside the page's.
 * Over the server's markup React leaves their HTML as it is until a chunk has arrived, then
 * hydrates that part in a task of its own (issue 17). entry-server.tsx names their files, so the
 * server puts their stylesheets in the page.
 */
export const LAYOUT_SOURCES = ['app/layout/footer.tsx', 'features/consent/components/consent-bar.tsx'];
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const ConsentBar = lazy(() =>
  import('../../features/consent/components/consent-bar').then((m) => ({ default: m.ConsentBar })),
);

const AccountLanguageSync = lazy(() =>
  import('../account-language-sync').then((m) => ({ default: m.AccountLanguageSync })),
);

function PageLoading() {
  const { t } = useTranslation();
  return (
    <Container className={styles.loading} role="status">
      {t('loading')}
    </Container>
  );
}

/** The frame of every screen: skip link, header, the route's page, footer, consent bar, modals, toasts. */
export function RootLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  useEffect(markFirstRenderDone, []);
  return (
    <>
      <a
        className={styles.skipLink}
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Focus moves without adding "#main-content" to the URL the router owns.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <ConsentBar />
      </Suspense>
      <AuthModals />
      {user && (
        <Suspense fallback={null}>
          <AccountLanguageSync />
        </Suspense>
      )}
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
