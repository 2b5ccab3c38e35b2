import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from './container';
import styles from './not-found-view.module.css';

/**
 * What a page that does not exist shows: the unknown path's page and a company the catalogue does
 * not have (app/routes/not-found.tsx, features/catalogue CompanyProfile), with `children` as the
 * way on (a link).
 */
export function NotFoundView({ text, children }: { text: string; children: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <Container className={styles.page}>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{text}</p>
      {children}
    </Container>
  );
}
