import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { MagazineBrowser } from '../../features/content/components/magazine-browser';
import { usePageTitle } from '../../lib/use-page-title';

/** /magazines — cover grid with search (?search=), each entry opening its file in a new tab. */
export default function MagazinesPage() {
  const { t } = useTranslation('pages');
  const title = t('magazines.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} description={t('magazines.description')} />
      <MagazineBrowser />
    </Container>
  );
}
