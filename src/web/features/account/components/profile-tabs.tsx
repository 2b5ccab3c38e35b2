import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type TabItem, Tabs } from '../../../components/ui/tabs';
import type { SessionUser } from '../../../lib/session-user';
import { ChangePasswordForm } from './change-password-form';
import { CustomerData } from './customer-data';
import { PrivacyPanel } from './privacy-panel';

interface ProfileTabsProps {
  user: SessionUser;
  /** Tab 2, company data: the company feature's profile form (create or update). */
  companyData: ReactNode;
  /** Tab 3, company ratings (the ratings alone: its responsiveness sits under its data): shown only when the user has a company. */
  companyRatings: ReactNode;
  /** Company insights (issue 35): shown only when the user has a company. */
  companyInsights?: ReactNode;
  /** The company's products and services (issue 32): shown only when the user has a company. */
  companyProducts?: ReactNode;
  /** The company's certifications (issue 32): shown only when the user has a company. */
  companyCertifications?: ReactNode;
  /** Ends the session; the page decides where to go next. */
  onLogout: () => Promise<unknown>;
  /** The account was deleted (the server already ended its logins); `message` confirms it. */
  onAccountDeleted: (message: string) => void;
}

/**
 * /profile's tabs (PRODUCT.md 2): customer data, company data, company ratings, password, logout;
 * and privacy (the LGPD rights), before logout.
 */
export function ProfileTabs({
  user,
  companyData,
  companyRatings,
  companyInsights,
  companyProducts,
  companyCertifications,
  onLogout,
  onAccountDeleted,
}: ProfileTabsProps) {
  const { t } = useTranslation('account');
  const leaving = useRef(false);
  // PRODUCT.md 2: the logout tab ends the session and goes home at once, without a second button.
  const logout = () => {
    if (leaving.current) return;
    leaving.current = true;
    onLogout().finally(() => {
      leaving.current = false;
    });
  };
  const tabs: TabItem[] = [
    { id: 'customer', label: t('profile.tabs.customer'), panel: <CustomerData /> },
    { id: 'company', label: t('profile.tabs.company'), panel: companyData },
    ...(user.company > 0 && companyProducts
      ? [{ id: 'products', label: t('profile.tabs.products'), panel: companyProducts }]
      : []),
    ...(user.company > 0 && companyCertifications
      ? [{ id: 'certifications', label: t('profile.tabs.certifications'), panel: companyCertifications }]
      : []),
    ...(user.company > 0 ? [{ id: 'ratings', label: t('profile.tabs.ratings'), panel: companyRatings }] : []),
    ...(user.company > 0 && companyInsights
      ? [{ id: 'insights', label: t('profile.tabs.insights'), panel: companyInsights }]
      : []),
    { id: 'password', label: t('profile.tabs.password'), panel: <ChangePasswordForm /> },
    { id: 'privacy', label: t('profile.tabs.privacy'), panel: <PrivacyPanel onDeleted={onAccountDeleted} /> },
    { id: 'logout', label: t('profile.tabs.logout'), onActivate: logout },
  ];
  return <Tabs label={t('profile.tabs.label')} tabs={tabs} />;
}
