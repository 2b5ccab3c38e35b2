import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './account.module.css';

/** Tab 5: ends the session (the page passes the logout and where to go afterwards). */
export function LogoutPanel({ onLogout }: { onLogout: () => Promise<unknown> }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>{t('logout.title')}</h2>
      <p>{t('logout.text')}</p>
      <Button
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onLogout();
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? t('logout.busy') : t('logout.submit')}
      </Button>
    </div>
  );
}
