import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useCompanyInsights } from '../api/insights';
import styles from './insights.module.css';
import { InsightsCharts } from './insights-charts';
import { InsightsDigestSwitch } from './insights-digest-switch';
import { InsightsFigures } from './insights-figures';
import { InsightsFunnel } from './insights-funnel';
import { InsightsSearches } from './insights-searches';

/**
 * The profile's insights tab (issue 35): what the catalogue brought the company in the last 30 days
 * and 12 months, each beside the period before; the quote funnel beside its peers; its
 * responsiveness and tips (the company feature's, handed in by the page); the monthly e-mail switch.
 */
export function CompanyInsights({ responsiveness }: { responsiveness: ReactNode }) {
  const { t } = useTranslation('insights');
  const { lang } = useLanguage();
  const insights = useCompanyInsights();
  if (insights.isPending) return <p role="status">{t('loading')}</p>;
  if (insights.isError)
    return <LoadFailed text={t('failed')} error={insights.error} onRetry={() => void insights.refetch()} />;
  const data = insights.data;
  const clicks = data.days.current;
  return (
    <div className={styles.insights}>
      <h2>{t('title')}</h2>
      <p>{t('intro')}</p>
      {data.tooLittleData ? (
        <p className={styles.notice} role="status">
          {t('tooLittle')}
        </p>
      ) : (
        <>
          <h3>{t('days')}</h3>
          <InsightsFigures current={data.days.current} previous={data.days.previous} />
          <p className={styles.muted}>
            {t('clicksDetail', {
              website: formatCount(clicks.websiteClicks, lang),
              phone: formatCount(clicks.phoneClicks, lang),
              whatsapp: formatCount(clicks.whatsappClicks, lang),
              email: formatCount(clicks.emailClicks, lang),
            })}
          </p>
          <h3>{t('months')}</h3>
          <InsightsFigures current={data.months.current} previous={data.months.previous} />
          <InsightsCharts data={data} />
        </>
      )}
      <InsightsFunnel funnel={data.funnel} />
      {data.searches && <InsightsSearches searches={data.searches} />}
      {responsiveness}
      <InsightsDigestSwitch on={data.digest} />
    </div>
  );
}
