import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isOutsideToken } from '../../../shared/quote-link';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { OutsideQuoteView } from '../../features/quotes/components/outside-quote-view';
import { SharedQuoteView } from '../../features/quotes/components/shared-quote-view';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /shared-quote/:token — a quote's comparison, read-only, for whoever holds the link (noindex); with
 * an `o.` token, an outside supplier's invitation to one quote (decision 0045).
 */
export default function SharedQuotePage() {
  const { t } = useTranslation('quote-compare');
  const { token = '' } = useParams();
  // An outside supplier's invitation (issue 34 item 7, decision 0045) opens on this page too.
  const outside = isOutsideToken(token);
  const title = t(outside ? 'outsidePage.title' : 'shared.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} />
      {outside ? (
        <OutsideQuoteView key={token} token={token} />
      ) : (
        <SharedQuoteView key={token} token={token} />
      )}
    </Container>
  );
}
