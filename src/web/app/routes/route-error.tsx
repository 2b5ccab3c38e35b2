import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { usePageTitle } from '../../lib/use-page-title';

/** Shown in place of a page that threw while rendering or whose code chunk failed to load. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  usePageTitle(t('error.title'));
  return (
    <Container>
      <PageIntro title={t('error.title')} description={t('error.text')} />
      <ButtonLink to="/" reloadDocument>
        {t('error.home')}
      </ButtonLink>
    </Container>
  );
}
