import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TIMINGS } from '../../../../shared/limits';
import { paths } from '../../../lib/paths';
import styles from './quote-rate.module.css';

/**
 * The end of the rating page, whatever happened (PRODUCT.md 2): the thank-you or the failure, and
 * the home page 10 s later.
 */
export function QuoteRateNotice({
  kind,
  title,
  lines,
}: {
  kind: 'success' | 'failure';
  title: string;
  lines: readonly string[];
}) {
  const { t } = useTranslation('quote-new');
  const navigate = useNavigate();
  const [left, setLeft] = useState(Math.ceil(TIMINGS.redirectLongMs / 1000));

  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.home), TIMINGS.redirectLongMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  useEffect(() => {
    if (left <= 1) return;
    const tick = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(tick);
  }, [left]);

  return (
    <div
      className={`${styles.notice} ${kind === 'success' ? styles.success : styles.failure}`}
      role={kind === 'success' ? 'status' : 'alert'}
    >
      <h2 className={styles.noticeTitle}>{title}</h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className={styles.redirect}>
        {t('rate.redirect', { seconds: left })} <Link to={paths.home}>{t('rate.home')}</Link>
      </p>
    </div>
  );
}
