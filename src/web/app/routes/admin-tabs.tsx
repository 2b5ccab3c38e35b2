import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../../../shared/schemas/admin';
import { AdminCompanies } from '../../features/admin/components/admin-companies';
import { AdminContent } from '../../features/admin/components/admin-content';
import { AdminCustomers } from '../../features/admin/components/admin-customers';
import { AdminNewsletter } from '../../features/admin/components/admin-newsletter';
import { AuditLog } from '../../features/admin/components/audit-log';
import { PublishTabs } from '../../features/admin/components/publish-tabs';
import { InsightTabTitle } from '../../features/admin-insight/components/insight-tab-title';
import { StarRating } from '../../features/catalogue/components/star-rating';
import { SafeMarkdown } from '../../features/content/components/safe-markdown';

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

function CustomersTitle() {
  const { t } = useTranslation('admin-people');
  return t('tabs.customers');
}

function NewsletterTitle() {
  const { t } = useTranslation('admin-people');
  return t('tabs.newsletter');
}

function ContentTitle() {
  const { t } = useTranslation('admin-content');
  return t('title');
}

function PublishTitle() {
  const { t } = useTranslation('admin-publish');
  return t('heading');
}

// The editors' previews render markdown exactly as the public pages do.
function ContentPanel() {
  return <AdminContent markdown={(text) => <SafeMarkdown headingOffset={3}>{text}</SafeMarkdown>} />;
}

function PublishPanel() {
  return <PublishTabs renderMarkdown={(text) => <SafeMarkdown headingOffset={2}>{text}</SafeMarkdown>} />;
}

function RatingsTitle() {
  const { t } = useTranslation('admin-ratings');
  return t('tab');
}

// A chunk of its own, fetched when the tab opens; its scores are drawn as the public page draws them.
const AdminRatings = lazy(() =>
  import('../../features/admin/components/admin-ratings').then((m) => ({ default: m.AdminRatings })),
);

function RatingsPanel() {
  return <AdminRatings stars={(value) => <StarRating value={value} size="small" showValue />} />;
}

function SearchesTitle() {
  const { t } = useTranslation('admin');
  return t('searches.tab');
}

// A chunk of its own, fetched when the tab opens.
const AdminSearches = lazy(() =>
  import('../../features/admin/components/admin-searches').then((m) => ({ default: m.AdminSearches })),
);

// The dashboard and its charting library are chunks of their own, fetched when the tab opens.
const InsightDashboard = lazy(() =>
  import('../../features/admin-insight/components/insight-dashboard').then((m) => ({
    default: m.InsightDashboard,
  })),
);

function ListingsTitle() {
  const { t } = useTranslation('admin-insight');
  return t('listings.tab');
}

// A chunk of its own, fetched when the tab opens.
const ListingsPanel = lazy(() =>
  import('../../features/admin-insight/components/listings-panel').then((m) => ({
    default: m.ListingsPanel,
  })),
);

function MemberImportTitle() {
  const { t } = useTranslation('admin-import');
  return t('tab');
}

// A chunk of its own, fetched when the tab opens.
const MemberImportPanel = lazy(() =>
  import('../../features/admin-import/components/member-import-panel').then((m) => ({
    default: m.MemberImportPanel,
  })),
);

function ClaimsTitle() {
  const { t } = useTranslation('admin', { keyPrefix: 'claimDesk' });
  return t('tab');
}

// A chunk of its own, fetched when the tab opens.
const ClaimsPanel = lazy(() =>
  import('../../features/admin/components/claims-panel').then((m) => ({ default: m.ClaimsPanel })),
);

function ApprovalsTitle() {
  const { t } = useTranslation('admin', { keyPrefix: 'approvalDesk' });
  return t('tab');
}

// A chunk of its own, fetched when the tab opens (issue 33 item 4).
const ApprovalsPanel = lazy(() =>
  import('../../features/admin/components/approvals-panel').then((m) => ({ default: m.ApprovalsPanel })),
);

function VocabularyTitle() {
  const { t } = useTranslation('admin');
  return t('vocabulary.tab');
}

// A chunk of its own, fetched when the tab opens (issue 32).
const AdminVocabulary = lazy(() =>
  import('../../features/admin/components/admin-vocabulary').then((m) => ({ default: m.AdminVocabulary })),
);

/**
 * Every back-office tab, in the order shown; the first one a person may use opens by default. A new
 * tab is one line here. The server checks the role on every call regardless: this only hides what
 * the person could not use.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'companies', role: 'admin', Title: CompaniesTitle, Panel: AdminCompanies },
  { id: 'customers', role: 'admin', Title: CustomersTitle, Panel: AdminCustomers },
  { id: 'newsletter', role: 'admin', Title: NewsletterTitle, Panel: AdminNewsletter },
  { id: 'ratings', role: 'admin', Title: RatingsTitle, Panel: RatingsPanel },
  { id: 'insight', role: 'admin', Title: InsightTabTitle, Panel: InsightDashboard },
  { id: 'searches', role: 'admin', Title: SearchesTitle, Panel: AdminSearches },
  { id: 'listings', role: 'admin', Title: ListingsTitle, Panel: ListingsPanel },
  { id: 'member-import', role: 'admin', Title: MemberImportTitle, Panel: MemberImportPanel },
  { id: 'claims', role: 'admin', Title: ClaimsTitle, Panel: ClaimsPanel },
  { id: 'approvals', role: 'admin', Title: ApprovalsTitle, Panel: ApprovalsPanel },
  { id: 'vocabulary', role: 'admin', Title: VocabularyTitle, Panel: AdminVocabulary },
  { id: 'content', role: 'editor', Title: ContentTitle, Panel: ContentPanel },
  { id: 'publish', role: 'editor', Title: PublishTitle, Panel: PublishPanel },
  { id: 'audit', role: 'admin', Title: AuditTitle, Panel: AuditLog },
];

/** The tabs a person holding `roles` may use: admins all, editors the editor tabs. */
export function tabsFor(roles: readonly StaffRole[], tabs: readonly AdminTab[] = ADMIN_TABS): AdminTab[] {
  return tabs.filter((tab) => roles.includes('admin') || roles.includes(tab.role));
}
