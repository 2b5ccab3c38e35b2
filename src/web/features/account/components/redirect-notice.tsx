import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styles from './account.module.css';

/**
 * A success box that counts down and then replaces the page with `to` (recovery: the code page;
 * new password: the profile).
 */
export function RedirectNotice({
  message,
  to,
  linkText,
  ms,
}: {
  message: string;
  to: string;
  linkText: string;
  ms: number;
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [left, setLeft] = useState(Math.ceil(ms / 1000));

  useEffect(() => {
    const timer = setTimeout(() => void navigate(to), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms]);

  useEffect(() => {
    if (left <= 1) return;
    const tick = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(tick);
  }, [left]);

  return (
    <div className={`${styles.notice} ${styles.success}`} role="status">
      <p className={styles.noticeMessage}>{message}</p>
      <p>
        {t('redirect', { count: left })} <Link to={to}>{linkText}</Link>
      </p>
    </div>
  );
}
