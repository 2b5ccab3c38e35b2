import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { PasswordCreate } from '../../features/account/components/password-create';
import { paths } from '../../lib/paths';
import { useSessionUser } from '../../lib/services';
import { usePageTitle } from '../../lib/use-page-title';

/** '/password-create' — logged-in users go to their profile instead (PRODUCT.md section 2). */
export default function PasswordCreatePage() {
  const { t } = useTranslation('pages');
  const user = useSessionUser();
  const title = t('passwordCreate.title');
  usePageTitle(title);
  if (user) return <Navigate to={paths.profile} replace />;
  return (
    <Container>
      <PageIntro title={title} description={t('passwordCreate.description')} />
      <PasswordCreate />
    </Container>
  );
}
