import { lazy, Suspense } from 'react';
import { formatCount } from '../../lib/format-locale';
import { ResponsiveTable } from '../ui/responsive-table';
import type { ChartSpec } from './chart-spec';
import styles from './charts.module.css';

const ChartCanvas = lazy(() => import('./chart-canvas'));

/**
 * A titled chart and, below it, the same figures as a table (the chart's text alternative, for
 * screen readers and for anyone who wants the exact numbers).
 */
export function ChartFigure({
  title,
  spec,
  rowHeader,
  chartLabel,
  showTable,
}: {
  title: string;
  spec: ChartSpec;
  rowHeader: string;
  /** The canvas's label: names the chart and says the table follows. */
  chartLabel: string;
  /** The label of the table's disclosure. */
  showTable: string;
}) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <Suspense fallback={<div className={styles.chartBox} />}>
        <ChartCanvas spec={spec} label={chartLabel} />
      </Suspense>
      <details className={styles.details}>
        <summary>{showTable}</summary>
        <ResponsiveTable
          label={title}
          rows={spec.labels.map((label, row) => ({ label, row }))}
          rowKey={(r) => r.label}
          columns={[
            { id: 'label', header: rowHeader, cell: (r) => r.label },
            ...spec.series.map((s) => ({
              id: s.label,
              header: s.label,
              numeric: true,
              cell: (r: { row: number }) => formatCount(s.data[r.row] ?? 0, spec.lang),
            })),
          ]}
        />
      </details>
    </figure>
  );
}
