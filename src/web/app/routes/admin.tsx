import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { useStaffRoles } from '../../features/admin/api/admin';
import { AdminCompanies } from '../../features/admin/components/admin-companies';
import { AdminCustomers } from '../../features/admin/components/admin-customers';
import { AdminNewsletter } from '../../features/admin/components/admin-newsletter';
import { AuditLog } from '../../features/admin/components/audit-log';
import { useLoginModal, useSessionUser } from '../../lib/services';
import { usePageTitle } from '../../lib/use-page-title';

/** '/admin' — the association's back office; the server checks the role on every call. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('admin-people');
  const user = useSessionUser();
  const { open: openLogin } = useLoginModal();
  const roles = useStaffRoles();
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
  if (!roles.data?.includes('admin')) {
    return (
      <Container>
        <PageIntro title={title} description={t('denied')} />
      </Container>
    );
  }
  return (
    <Container>
      <PageIntro title={title} description={t('description')} />
      <h2>{t('tabs.companies')}</h2>
      <AdminCompanies />
      <h2>{tp('tabs.customers')}</h2>
      <AdminCustomers />
      <h2>{tp('tabs.newsletter')}</h2>
      <AdminNewsletter />
      <h2>{t('tabs.audit')}</h2>
      <AuditLog />
    </Container>
  );
}
