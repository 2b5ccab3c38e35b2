import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { metaDescription } from '../../../shared/rules/meta-description';
import { Container } from '../../components/ui/container';
import { useCompanyInfo } from '../../features/catalogue/api/get-company-info';
import { CompanyProfile } from '../../features/catalogue/components/company-profile';
import { useMetaDescription } from '../../features/catalogue/lib/use-meta-description';
import { usePageTitle } from '../../lib/use-page-title';

/** /company/:reqId/:slug/*: the company page (nested sub-paths land here too). */
export default function CompanyPage() {
  const { t } = useTranslation('pages');
  const { reqId = '' } = useParams();
  const company = useCompanyInfo(reqId);
  usePageTitle(company.data?.tradeName ?? t('company.title'));
  useMetaDescription(company.data ? metaDescription(company.data.aboutShort) : null);
  return (
    <Container>
      <CompanyProfile query={company} />
    </Container>
  );
}
