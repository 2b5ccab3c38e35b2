import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { ClaimLinkView } from '../../features/claims/components/claim-link-view';
import { usePageTitle } from '../../lib/use-page-title';

/** /email_confirm/claim/:token — an invitation's or a claim's link: the listing it names, made the caller's (noindex). */
export default function ClaimPage() {
  const { t } = useTranslation('catalogue-search', { keyPrefix: 'claims' });
  const { token = '' } = useParams();
  const title = t('link.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} />
      <ClaimLinkView key={token} token={token} />
    </Container>
  );
}
