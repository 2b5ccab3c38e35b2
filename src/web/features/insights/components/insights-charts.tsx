import { useTranslation } from 'react-i18next';
import { formatShortDay, formatShortMonth } from '../../../../shared/rules/date-format';
import { ChartFigure } from '../../../components/charts/chart-figure';
import type { ChartSpec } from '../../../components/charts/chart-spec';
import { useLanguage } from '../../../lib/use-language';
import type { Insights } from '../api/insights';
import styles from './insights.module.css';

const SERIES = ['views', 'appearances', 'clicks'] as const;

/** The 30 days and the 12 months as charts, each with its table (the back office's chart component). */
export function InsightsCharts({ data }: { data: Insights }) {
  const { t } = useTranslation('insights');
  const { lang } = useLanguage();
  const spec = (
    kind: ChartSpec['kind'],
    points: Insights['days']['points'],
    label: (p: string) => string,
  ): ChartSpec => ({
    kind,
    lang,
    labels: points.map((p) => label(p.period)),
    series: SERIES.map((s) => ({ label: t(`series.${s}`), data: points.map((p) => p[s]) })),
  });
  return (
    <div className={styles.grid}>
      <ChartFigure
        title={t('days')}
        rowHeader={t('day')}
        chartLabel={t('chartLabel', { title: t('days') })}
        showTable={t('showTable')}
        spec={spec('line', data.days.points, (p) => formatShortDay(p, lang))}
      />
      <ChartFigure
        title={t('months')}
        rowHeader={t('month')}
        chartLabel={t('chartLabel', { title: t('months') })}
        showTable={t('showTable')}
        spec={spec('bar', data.months.points, (p) => formatShortMonth(p, lang))}
      />
    </div>
  );
}
