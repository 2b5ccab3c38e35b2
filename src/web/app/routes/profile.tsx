import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { toast } from '../../components/ui/toast';
import { ProfileTabs } from '../../features/account/components/profile-tabs';
import { useStaffRoles } from '../../features/admin/api/admin';
import { useForgetLogin, useLogout } from '../../features/auth/api/login';
import { CompanyData } from '../../features/company/components/company-data';
import { CompanyRatingsTab } from '../../features/company/components/company-ratings-tab';
import { CompanyResponsiveness } from '../../features/company/components/company-responsiveness';
import { ProductsTab } from '../../features/company/components/products-tab';
import { CompanyInsights } from '../../features/insights/components/company-insights';
import { paths } from '../../lib/paths';
import { useLoginModal, useSessionUser } from '../../lib/services';
import { usePageTitle } from '../../lib/use-page-title';

// The vocabulary picker (issue 32) is a chunk of its own, fetched when the products tab opens.
const CompanyVocabulary = lazy(() =>
  import('../../features/company/components/company-vocabulary').then((m) => ({
    default: m.CompanyVocabulary,
  })),
);

/**
 * '/profile' — needs a logged-in user: otherwise the login modal opens and a placeholder is shown
 * (PRODUCT.md section 2). Logging out from tab 5, or deleting the account from the privacy tab, goes
 * home without reopening the login modal.
 */
export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const user = useSessionUser();
  const { open: openLogin } = useLoginModal();
  const logout = useLogout();
  const forgetLogin = useForgetLogin();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const title = t('profile.title');
  const isStaff = (useStaffRoles(user !== null).data?.length ?? 0) > 0;
  usePageTitle(title);

  const loggedIn = user !== null;
  useEffect(() => {
    if (!loggedIn && !leaving.current) openLogin();
  }, [loggedIn, openLogin]);

  const onLogout = useCallback(async () => {
    leaving.current = true;
    await logout();
    await navigate(paths.home);
  }, [logout, navigate]);

  // The server ended every login with the account: forget it here, say so, and go home.
  const onAccountDeleted = useCallback(
    (message: string) => {
      leaving.current = true;
      forgetLogin();
      toast.success(message);
      void navigate(paths.home);
    },
    [forgetLogin, navigate],
  );

  if (!user) {
    return (
      <Container>
        <PageIntro title={title} description={t('profile.loginRequired')}>
          <Button onClick={openLogin}>{t('profile.login')}</Button>
        </PageIntro>
      </Container>
    );
  }
  return (
    <Container>
      <PageIntro title={title} description={t('profile.description')}>
        {/* Staff only; asked here rather than kept with the user, so public pages carry none of it. */}
        {isStaff && (
          <ButtonLink to={paths.admin} variant="secondary">
            {t('profile.admin')}
          </ButtonLink>
        )}
      </PageIntro>
      <ProfileTabs
        user={user}
        companyData={
          <>
            <CompanyData hasCompany={user.company > 0} />
            {/* Under the company's data, where a supplier looks for its own figures (issue 30 item 30). */}
            {user.company > 0 && <CompanyResponsiveness />}
          </>
        }
        companyProducts={
          <>
            <ProductsTab />
            <Suspense fallback={null}>
              <CompanyVocabulary />
            </Suspense>
          </>
        }
        companyRatings={<CompanyRatingsTab />}
        companyInsights={<CompanyInsights responsiveness={<CompanyResponsiveness />} />}
        onLogout={onLogout}
        onAccountDeleted={onAccountDeleted}
      />
    </Container>
  );
}
