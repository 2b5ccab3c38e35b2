import type { Lang } from '../../../../shared/lang';
import { numberFormat } from '../../../../shared/rules/intl-formats';

/** 0.425 → '42.5%' / '42,5%'. */
export function formatShare(share: number, lang: Lang): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** How a figure moved against the period before: which words, and the share of the change. */
export function changeOf(
  current: number,
  previous: number,
): { kind: 'up' | 'down' | 'same' | 'new'; share: number } {
  if (current === previous) return { kind: 'same', share: 0 };
  if (previous === 0) return { kind: 'new', share: 0 };
  const share = Math.abs(current - previous) / previous;
  return { kind: current > previous ? 'up' : 'down', share };
}
