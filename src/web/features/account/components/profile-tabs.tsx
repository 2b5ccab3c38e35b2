import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type TabItem, Tabs } from '../../../components/ui/tabs';
import type { SessionUser } from '../../../lib/session-user';
import { ChangePasswordForm } from './change-password-form';
import { CustomerData } from './customer-data';

interface ProfileTabsProps {
  user: SessionUser;
  /** Tab 2, company data: the company feature's profile form (create or update). */
  companyData: ReactNode;
  /** Tab 3, company ratings: shown only when the user has a company. */
  companyRatings: ReactNode;
  /** Ends the session; the page decides where to go next. */
  onLogout: () => Promise<unknown>;
}

/** /profile's tabs (PRODUCT.md 2): customer data, company data, company ratings, password, logout. */
export function ProfileTabs({ user, companyData, companyRatings, onLogout }: ProfileTabsProps) {
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
    ...(user.company > 0 ? [{ id: 'ratings', label: t('profile.tabs.ratings'), panel: companyRatings }] : []),
    { id: 'password', label: t('profile.tabs.password'), panel: <ChangePasswordForm /> },
    { id: 'logout', label: t('profile.tabs.logout'), onActivate: logout },
  ];
  return <Tabs label={t('profile.tabs.label')} tabs={tabs} />;
}
