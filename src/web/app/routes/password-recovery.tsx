import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { RecoveryForm } from '../../features/account/components/recovery-form';
import { paths } from '../../lib/paths';
import { useSessionUser } from '../../lib/services';
import { usePageTitle } from '../../lib/use-page-title';

/** '/password-recovery' — logged-in users go to their profile instead (PRODUCT.md section 2). */
export default function PasswordRecoveryPage() {
  const { t } = useTranslation('pages');
  const user = useSessionUser();
  const title = t('passwordRecovery.title');
  usePageTitle(title);
  if (user) return <Navigate to={paths.profile} replace />;
  return (
    <Container>
      <PageIntro title={title} description={t('passwordRecovery.description')} />
      <RecoveryForm />
    </Container>
  );
}
