import type { Lang } from '../../../shared/lang';

/** What a chart draws: one label per point and one or more series of numbers. */
export interface ChartSpec {
  kind: 'line' | 'bar';
  /** Bars along the vertical axis (long category names read better that way). */
  horizontal?: boolean;
  labels: string[];
  series: { label: string; data: number[] }[];
  lang: Lang;
}
