import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatShortDay } from '../../../../shared/rules/date-format';
import { ChartFigure } from '../../../components/charts/chart-figure';
import type { ChartSpec } from '../../../components/charts/chart-spec';
import { Field, inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useLanguage } from '../../../lib/use-language';
import { type Insight, useInsight } from '../api/insight';
import { AnswerLeastTable } from './answer-least-table';
import { AnswerStats } from './answer-stats';
import styles from './insight.module.css';

const PERIODS = [4, 12, 26, 52] as const;
type Series = 'companies' | 'customers' | 'quotes' | 'proposals' | 'chosen';

/** The back office's dashboard: figures of the last weeks, each chart with its table. */
export function InsightDashboard() {
  const { t } = useTranslation('admin-insight');
  const { lang } = useLanguage();
  const [weeks, setWeeks] = useState<number>(12);
  const insight = useInsight(weeks);

  return (
    <div>
      <div className={styles.toolbar}>
        <Field label={t('period')}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={weeks}
              onChange={(event) => setWeeks(Number(event.target.value))}
            >
              {PERIODS.map((n) => (
                <option key={n} value={n}>
                  {t('weeksOption', { count: n })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {insight.data && (
          <p className={styles.muted}>{t('since', { date: formatDate(insight.data.from, lang) })}</p>
        )}
      </div>
      {insight.isPending && <p>{t('loading')}</p>}
      {insight.isError && (
        <LoadFailed text={t('failed')} error={insight.error} onRetry={() => void insight.refetch()} />
      )}
      {insight.data && <Figures data={insight.data} />}
    </div>
  );
}

function Figures({ data }: { data: Insight }) {
  const { t } = useTranslation('admin-insight');
  const { lang } = useLanguage();
  const weekly = (kind: ChartSpec['kind'], series: Series[]): ChartSpec => ({
    kind,
    lang,
    labels: data.weeks.map((w) => formatShortDay(w.week, lang)),
    series: series.map((s) => ({ label: t(`series.${s}`), data: data.weeks.map((w) => w[s]) })),
  });
  const ranking = (rows: { label: string; quotes: number }[]): ChartSpec => ({
    kind: 'bar',
    horizontal: true,
    lang,
    labels: rows.map((r) => r.label),
    series: [{ label: t('requests'), data: rows.map((r) => r.quotes) }],
  });
  return (
    <>
      <AnswerStats answers={data.answers} />
      <div className={styles.grid}>
        <ChartFigure
          title={t('activity')}
          chartLabel={t('chartLabel', { title: t('activity') })}
          showTable={t('showTable')}
          rowHeader={t('week')}
          spec={weekly('bar', ['quotes', 'proposals', 'chosen'])}
        />
        <ChartFigure
          title={t('signups')}
          chartLabel={t('chartLabel', { title: t('signups') })}
          showTable={t('showTable')}
          rowHeader={t('week')}
          spec={weekly('line', ['companies', 'customers'])}
        />
        <ChartFigure
          title={t('categories')}
          chartLabel={t('chartLabel', { title: t('categories') })}
          showTable={t('showTable')}
          rowHeader={t('category')}
          spec={ranking(data.categories.map((c) => ({ label: c.name, quotes: c.quotes })))}
        />
        <ChartFigure
          title={t('cities')}
          chartLabel={t('chartLabel', { title: t('cities') })}
          showTable={t('showTable')}
          rowHeader={t('city')}
          spec={ranking(data.cities.map((c) => ({ label: `${c.name} / ${c.state}`, quotes: c.quotes })))}
        />
      </div>
      <AnswerLeastTable rows={data.answerLeast} median={data.answerLeastMedian ?? null} />
    </>
  );
}
