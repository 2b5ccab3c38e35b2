import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { NotFoundView } from '../../components/ui/not-found-view';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/** '/404-not-found' and every unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('notFound.title'));
  return (
    <NotFoundView text={t('notFound.text')}>
      <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
    </NotFoundView>
  );
}
