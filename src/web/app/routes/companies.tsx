import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { CompanyDirectory } from '../../features/catalogue/components/company-directory';
import { usePageTitle } from '../../lib/use-page-title';

/** /companies: filters kept in the query string and the company list with infinite scroll. */
export default function CompaniesPage() {
  const { t } = useTranslation('pages');
  const title = t('companies.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} description={t('companies.description')} />
      <CompanyDirectory />
    </Container>
  );
}
