import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { useStaffRoles } from '../../features/admin/api/admin';
import { useLoginModal, useSessionUser } from '../../lib/services';
import { usePageTitle } from '../../lib/use-page-title';
import { tabsFor } from './admin-tabs';
import styles from './admin-tabs.module.css';

/**
 * '/admin' — the association's back office: the tabs the person's roles allow (admin-tabs.tsx),
 * the open one named in `?tab=`. The server checks the role on every call.
 */
export default function AdminPage() {
  // Both namespaces at once: the tab titles use each.
  const { t } = useTranslation(['admin', 'admin-insight']);
  const user = useSessionUser();
  const { open: openLogin } = useLoginModal();
  const roles = useStaffRoles();
  const [params] = useSearchParams();
  const title = t('title');
  usePageTitle(title);
  const loggedIn = user !== null;
  useEffect(() => {
    if (!loggedIn) openLogin();
  }, [loggedIn, openLogin]);

  if (!loggedIn || roles.isPending) {
    return (
      <Container>
        <PageIntro title={title} />
      </Container>
    );
  }
  const tabs = tabsFor(roles.data ?? []);
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0];
  if (!current) {
    const denied = roles.data?.length ? t('admin-insight:noTabs') : t('denied');
    return (
      <Container>
        <PageIntro title={title} description={denied} />
      </Container>
    );
  }
  return (
    <Container>
      <PageIntro title={title} description={t('description')} />
      <nav aria-label={title}>
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <Link
                to={`?tab=${tab.id}`}
                className={styles.tab}
                aria-current={tab === current ? 'page' : undefined}
              >
                <tab.Title />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>
        <current.Title />
      </h2>
      <Suspense fallback={<p>{t('loading')}</p>}>
        <current.Panel key={current.id} />
      </Suspense>
    </Container>
  );
}
