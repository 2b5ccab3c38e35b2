import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { FaqBrowser } from '../../features/content/components/faq-browser';
import { usePageTitle } from '../../lib/use-page-title';

/** /frequent-asked-questions — questions and answers with a search box (POST /faq/list). */
export default function FaqPage() {
  const { t } = useTranslation('pages');
  const title = t('faq.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} description={t('faq.description')} />
      <FaqBrowser />
    </Container>
  );
}
