import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAuthModal } from '../../../lib/services';
import styles from './new-quote-form.module.css';

/** Shown to visitors: the form can be filled in, but sending needs an account (PRODUCT.md 2). */
export function NewQuoteLoginWarning() {
  const { t } = useTranslation('quote-new');
  const authModal = useAuthModal();
  return (
    <div className={styles.warning} role="note">
      <p className={styles.warningText}>{t('form.loggedOut')}</p>
      <div className={styles.row}>
        <Button type="button" size="small" onClick={() => authModal.open('login')}>
          {t('form.login')}
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={() => authModal.open('register')}>
          {t('form.register')}
        </Button>
      </div>
    </div>
  );
}
