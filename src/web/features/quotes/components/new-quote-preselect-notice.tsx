import { useTranslation } from 'react-i18next';
import styles from './new-quote-form.module.css';
import type { PreselectState } from './new-quote-preselect';

/** What became of the company of a /quotes/new-quote/{reqId} link. */
export function PreselectNotice({ state }: { state: PreselectState }) {
  const { t } = useTranslation('quote-new');
  switch (state.status) {
    case 'none':
      return null;
    case 'loading':
      return (
        <p className={styles.note} role="status">
          {t('form.companyLoading')}
        </p>
      );
    case 'notFound':
      return (
        <p className={styles.notice} role="status">
          {t('form.companyNotFound')}
        </p>
      );
    case 'unavailable':
      return (
        <p className={styles.notice} role="status">
          {t('form.companyUnavailable', { name: state.company.name })}
        </p>
      );
    case 'ready':
      return (
        <p className={styles.note} role="status">
          {t('form.companyPreselected', { name: state.company.name })}
        </p>
      );
  }
}
