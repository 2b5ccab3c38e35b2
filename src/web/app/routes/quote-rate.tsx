import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { QuoteRate } from '../../features/quotes/components/quote-rate-view';
import { usePageTitle } from '../../lib/use-page-title';

/** /quote-rate/:proposalId — the rating form for a chosen proposal (no session needed). */
export default function QuoteRatePage() {
  const { t } = useTranslation('pages');
  const { proposalId = '' } = useParams();
  const title = t('quoteRate.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} description={t('quoteRate.description')} />
      <QuoteRate key={proposalId} proposalId={proposalId} />
    </Container>
  );
}
