import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { QuotesTabs } from '../../features/quotes/components/quotes-tabs';
import { useSessionUser } from '../../lib/services';
import { usePageTitle } from '../../lib/use-page-title';

/** '/quotes' and '/quotes/new-quote/:companyId' (the company's reqId, pre-selected as target). */
export default function QuotesPage() {
  const { t } = useTranslation('pages');
  const { companyId } = useParams();
  const user = useSessionUser();
  const key = companyId ? 'newQuote' : 'quotes';
  const title = t(`${key}.title`);
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} description={t(`${key}.description`)} />
      <QuotesTabs user={user} companyReqId={companyId} />
    </Container>
  );
}
