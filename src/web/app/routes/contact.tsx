import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { ContactDetails } from '../../features/content/components/contact-details';
import { usePageTitle } from '../../lib/use-page-title';

/** /contact — e-mail, phone, address and social links from GET /data/info/contact. */
export default function ContactPage() {
  const { t } = useTranslation('pages');
  const title = t('contact.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} description={t('contact.description')} />
      <ContactDetails />
    </Container>
  );
}
