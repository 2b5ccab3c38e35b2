import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { TermsContent } from '../../features/content/components/terms-content';
import { isTermName, paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

const titleKey = {
  'privacy-policy': 'terms.privacyPolicy',
  'terms-of-use': 'terms.termsOfUse',
} as const;

/**
 * '/terms/:termName' — privacy-policy or terms-of-use, rendered from the markdown of
 * GET /data/info/terms/…; any other name replaces the history entry with /404-not-found.
 */
export default function TermsPage() {
  const { t } = useTranslation('pages');
  const { termName } = useParams();
  const title = isTermName(termName) ? t(titleKey[termName]) : null;
  usePageTitle(title);
  if (!isTermName(termName)) return <Navigate to={paths.notFound} replace />;
  return (
    <Container>
      <PageIntro title={title} />
      <TermsContent name={termName} />
    </Container>
  );
}
