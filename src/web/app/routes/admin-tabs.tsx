import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../../../shared/schemas/admin';
import { AdminCompanies } from '../../features/admin/components/admin-companies';
import { AuditLog } from '../../features/admin/components/audit-log';
import { InsightTabTitle } from '../../features/admin-insight/components/insight-tab-title';

/** A tab of /admin: the role it needs (an `editor` tab shows to admins too), its title and its panel. */
export interface AdminTab {
  id: string;
  role: StaffRole;
  Title: ComponentType;
  Panel: ComponentType;
}

function CompaniesTitle() {
  const { t } = useTranslation('admin');
  return t('tabs.companies');
}

function AuditTitle() {
  const { t } = useTranslation('admin');
  return t('tabs.audit');
}

// The dashboard and its charting library are chunks of their own, fetched when the tab opens.
const InsightDashboard = lazy(() =>
  import('../../features/admin-insight/components/insight-dashboard').then((m) => ({
    default: m.InsightDashboard,
  })),
);

/**
 * Every back-office tab, in the order shown; the first one a person may use opens by default. A new
 * tab is one line here. The server checks the role on every call regardless: this only hides what
 * the person could not use.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'companies', role: 'admin', Title: CompaniesTitle, Panel: AdminCompanies },
  { id: 'insight', role: 'admin', Title: InsightTabTitle, Panel: InsightDashboard },
  { id: 'audit', role: 'admin', Title: AuditTitle, Panel: AuditLog },
];

/** The tabs a person holding `roles` may use: admins all, editors the editor tabs. */
export function tabsFor(roles: readonly StaffRole[], tabs: readonly AdminTab[] = ADMIN_TABS): AdminTab[] {
  return tabs.filter((tab) => roles.includes('admin') || roles.includes(tab.role));
}
