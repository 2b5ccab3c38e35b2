import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { SharedQuoteView } from '../../features/quotes/components/shared-quote-view';
import { usePageTitle } from '../../lib/use-page-title';

/** /shared-quote/:token — a quote's comparison, read-only, for whoever holds the link (noindex). */
export default function SharedQuotePage() {
  const { t } = useTranslation('quote-compare');
  const { token = '' } = useParams();
  const title = t('shared.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} />
      <SharedQuoteView key={token} token={token} />
    </Container>
  );
}
