import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './not-found.module.css';

/** '/404-not-found' and every unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  const title = t('notFound.title');
  usePageTitle(title);
  return (
    <Container className={styles.page}>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
    </Container>
  );
}
