import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { metaDescription } from '../../../shared/rules/meta-description';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { NotFoundView } from '../../components/ui/not-found-view';
import { useCompanyInfo } from '../../features/catalogue/api/get-company-info';
import { CompanyProfile } from '../../features/catalogue/components/company-profile';
import { useMetaDescription } from '../../features/catalogue/lib/use-meta-description';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

// Fetched when a visitor asks to claim the listing: nothing of it is in the page's first scripts.
const ClaimDialog = lazy(() =>
  import('../../features/claims/components/claim-dialog').then((m) => ({ default: m.ClaimDialog })),
);

/**
 * /company/:reqId/:slug/*: the company page (nested sub-paths land here too); the not-found page,
 * with the way back to the catalogue, for a company the catalogue does not have.
 */
export default function CompanyPage() {
  const { t } = useTranslation('pages');
  const { t: tCatalogue } = useTranslation('catalogue');
  // The listing's namespace, which the company header reads too: nothing added to the first chunk.
  const { t: tListing } = useTranslation('catalogue-search');
  const { reqId = '' } = useParams();
  const company = useCompanyInfo(reqId);
  const [claiming, setClaiming] = useState(false);
  const missing = company.data === null;
  usePageTitle(missing ? t('notFound.title') : (company.data?.tradeName ?? t('company.title')));
  useMetaDescription(company.data ? metaDescription(company.data.aboutShort) : null);
  if (missing)
    return (
      <NotFoundView text={tCatalogue('company.missing')}>
        <ButtonLink to={paths.companies}>{tCatalogue('company.backToList')}</ButtonLink>
      </NotFoundView>
    );
  return (
    <Container>
      <CompanyProfile query={company} />
      {company.data?.unclaimed && (
        <p>
          {tListing('claimOffer')}{' '}
          <Button variant="secondary" size="small" onClick={() => setClaiming(true)}>
            {tListing('claimAction')}
          </Button>
        </p>
      )}
      {claiming && company.data && (
        <Suspense fallback={null}>
          <ClaimDialog company={company.data} onClose={() => setClaiming(false)} />
        </Suspense>
      )}
    </Container>
  );
}
