import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-locale';
import type { ChartSpec } from './chart-spec';
import styles from './insight.module.css';

const ChartCanvas = lazy(() => import('./chart-canvas'));

/**
 * A titled chart and, below it, the same figures as a table (the chart's text alternative, for
 * screen readers and for anyone who wants the exact numbers).
 */
export function ChartFigure({
  title,
  spec,
  rowHeader,
}: {
  title: string;
  spec: ChartSpec;
  rowHeader: string;
}) {
  const { t } = useTranslation('admin-insight');
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <Suspense fallback={<div className={styles.chartBox} />}>
        <ChartCanvas spec={spec} label={t('chartLabel', { title })} />
      </Suspense>
      <details className={styles.details}>
        <summary>{t('showTable')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
        <section className={styles.scroll} tabIndex={0} aria-label={title}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{rowHeader}</th>
                {spec.series.map((s) => (
                  <th key={s.label} scope="col" className={styles.number}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {spec.labels.map((label, row) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {spec.series.map((s) => (
                    <td key={s.label} className={styles.number}>
                      {formatCount(s.data[row] ?? 0, spec.lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
