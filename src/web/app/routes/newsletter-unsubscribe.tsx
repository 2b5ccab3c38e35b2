import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { NewsletterUnsubscribe } from '../../features/newsletter/components/newsletter-unsubscribe';
import { usePageTitle } from '../../lib/use-page-title';

/** /newsletter_unsubscribe/:token — the link at the foot of every newsletter issue. */
export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation('admin-people');
  const { token = '' } = useParams();
  const title = t('unsubscribe.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} />
      <NewsletterUnsubscribe token={token} />
    </Container>
  );
}
