import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { AboutContent } from '../../features/content/components/about-content';
import { usePageTitle } from '../../lib/use-page-title';

/** /about-us — history text and optional video from GET /data/info/about. */
export default function AboutUsPage() {
  const { t } = useTranslation('pages');
  const title = t('aboutUs.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} description={t('aboutUs.description')} />
      <AboutContent />
    </Container>
  );
}
