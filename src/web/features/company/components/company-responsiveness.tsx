import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsivenessBadge } from '../../../components/ui/responsiveness-badge';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useOwnResponsiveness } from '../api/responsiveness';
import styles from './company.module.css';

const TIPS = ['tipAnswerAll', 'tipFast', 'tipAlerts', 'tipCategories'] as const;

/**
 * The company's own responsiveness (issue 18 item 6): its figures as buyers see them, or how many
 * requests are still needed before they are shown, and how to improve them.
 */
export function CompanyResponsiveness() {
  const { t } = useTranslation('responsiveness');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const figures = useOwnResponsiveness();
  if (figures.isPending) return <p role="status">{tc('loading')}</p>;
  if (figures.isError)
    return <LoadFailed text={t('own.failed')} error={figures.error} onRetry={() => void figures.refetch()} />;
  const own = figures.data;
  const missing = Math.max(0, own.minRequests - own.requests);
  return (
    <section className={styles.form} aria-labelledby="company-responsiveness-title">
      <h2 id="company-responsiveness-title">{t('own.title')}</h2>
      <p>{t('own.intro')}</p>
      <p>
        {t('own.requests', {
          count: own.requests,
          answered: formatCount(own.answered, lang),
        })}
      </p>
      {own.shown ? (
        <p>{t('own.shown')}</p>
      ) : (
        <p>{t('own.notShown', { count: own.minRequests, missing: formatCount(missing, lang) })}</p>
      )}
      {!own.shown && own.requests > 0 && <p>{t('own.preview')}</p>}
      {own.requests > 0 && <ResponsivenessBadge figures={own} />}
      <h3>{t('own.tipsTitle')}</h3>
      <ul>
        {TIPS.map((tip) => (
          <li key={tip}>{t(`own.${tip}`)}</li>
        ))}
      </ul>
    </section>
  );
}
