import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { useStaffRoles } from '../../features/admin/api/admin';
import { AdminCompanies } from '../../features/admin/components/admin-companies';
import { AdminContent } from '../../features/admin/components/admin-content';
import { AuditLog } from '../../features/admin/components/audit-log';
import { PublishTabs } from '../../features/admin/components/publish-tabs';
import { SafeMarkdown } from '../../features/content/components/safe-markdown';
import { useLoginModal, useSessionUser } from '../../lib/services';
import { usePageTitle } from '../../lib/use-page-title';

// The terms editor previews markdown exactly as the public terms page renders it.
const renderMarkdown = (text: string) => <SafeMarkdown headingOffset={2}>{text}</SafeMarkdown>;

/** '/admin' — the association's back office; the server checks the role on every call. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
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
  // Editors see the content; admins see everything.
  const isAdmin = roles.data?.includes('admin') ?? false;
  if (!isAdmin && !roles.data?.includes('editor')) {
    return (
      <Container>
        <PageIntro title={title} description={t('denied')} />
      </Container>
    );
  }
  return (
    <Container>
      <PageIntro title={title} description={t('description')} />
      <PublishTabs renderMarkdown={renderMarkdown} />
      {isAdmin && (
        <>
          <h2>{t('tabs.companies')}</h2>
          <AdminCompanies />
          <h2>{t('tabs.audit')}</h2>
          <AuditLog />
        </>
      )}
      <AdminContent markdown={(text) => <SafeMarkdown headingOffset={3}>{text}</SafeMarkdown>} />
    </Container>
  );
}
