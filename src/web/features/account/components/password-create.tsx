import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useRecoveryStatus } from '../api/recovery';
import styles from './account.module.css';
import { PasswordCreateForm } from './password-create-form';

/**
 * /password-create: the code form when this app session asked for a code it can still use; a code
 * works nowhere else, so without one the page says so and links to /password-recovery. When the
 * API cannot say, the form is shown and the server decides.
 */
export function PasswordCreate() {
  const { t } = useTranslation('account');
  const status = useRecoveryStatus();
  if (status === 'checking') return null;
  if (status === 'none') {
    return (
      <div className={styles.notice} role="status">
        <p>{t('passwordCreate.noRequest')}</p>
        <p>
          <Link to={paths.passwordRecovery}>{t('passwordCreate.askForCode')}</Link>
        </p>
      </div>
    );
  }
  return <PasswordCreateForm />;
}
