import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { DigestOff } from '../../features/insights/components/digest-off';
import { usePageTitle } from '../../lib/use-page-title';

/** /insights_digest_off/:token — the link at the foot of every monthly insights e-mail. */
export default function InsightsDigestOffPage() {
  const { t } = useTranslation('insights');
  const { token = '' } = useParams();
  const title = t('off.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} />
      <DigestOff token={token} />
    </Container>
  );
}
