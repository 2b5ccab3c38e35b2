import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { NewsletterConfirmation } from '../../features/newsletter/components/newsletter-confirmation';
import { usePageTitle } from '../../lib/use-page-title';

/** /newsletter_confirm/:token — confirms the newsletter subscription once, on load. */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation('pages');
  const { token = '' } = useParams();
  const title = t('newsletterConfirm.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} />
      <NewsletterConfirmation token={token} />
    </Container>
  );
}
