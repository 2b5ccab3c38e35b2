import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { EmailConfirmation } from '../../features/account/components/email-confirmation';
import { usePageTitle } from '../../lib/use-page-title';
import ClaimPage from './claim';

/**
 * /email_confirm/:type/:token — confirms a customer or company e-mail on load; `claim` is a link to
 * claim a listing (issue 33 item 3: it proves the company's address); other types do nothing.
 */
export default function EmailConfirmPage() {
  const { type } = useParams();
  return type === 'claim' ? <ClaimPage /> : <ConfirmPage />;
}

function ConfirmPage() {
  const { t } = useTranslation('pages');
  const { type, token = '' } = useParams();
  const title = t('emailConfirm.title');
  usePageTitle(title);
  return (
    <Container>
      <PageIntro title={title} />
      <EmailConfirmation type={type} token={token} />
    </Container>
  );
}
