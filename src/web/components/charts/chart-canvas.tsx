import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartSpec } from './chart-spec';
import styles from './charts.module.css';

// Only the pieces the charts draw, so the chunk stays small (Chart.js tree-shakes by register).
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

// Distinct in hue and lightness, each at least 3:1 against the white page (WCAG 1.4.11).
const COLOURS = ['#1d4f91', '#b45309', '#15803d', '#7e22ce', '#b91c1c'];

/**
 * One chart on a canvas (its own chunk: Chart.js loads only when a chart shows: the back office's
 * insight dashboard, a company's insights). The canvas is
 * an image whose label names the chart; the figure around it holds the same numbers as a table.
 */
export default function ChartCanvas({ spec, label }: { spec: ChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const horizontal = spec.horizontal === true;
    const chart = new Chart(canvas.current, {
      type: spec.kind,
      data: {
        labels: spec.labels,
        datasets: spec.series.map((series, i) => ({
          label: series.label,
          data: series.data,
          borderColor: COLOURS[i % COLOURS.length],
          backgroundColor: COLOURS[i % COLOURS.length],
          borderWidth: spec.kind === 'line' ? 2 : 0,
          tension: 0.2,
        })),
      },
      options: {
        locale: spec.lang,
        indexAxis: horizontal ? 'y' : 'x',
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: spec.series.length > 1 } },
        scales: {
          [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [spec]);
  return (
    <div className={styles.chartBox}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
