import { HOUR_MS } from './time';

/*
 * Responsiveness shown to buyers (issue 18 item 6, decision 0021): the share of quote requests a
 * company answered in the last 12 months and the median time to its first answer. The server
 * keeps the figures (company_responsiveness); the web words them with describeResponseTime.
 */

/** Below this many requests in the window the figures say too little to be shown publicly. */
export const RESPONSIVENESS_MIN_REQUESTS = 5;
/**
 * A request closed (cancelled or chosen) sooner than this after the company received it, and before
 * its deadline, does not count: the company could not reasonably have answered (decision 0021).
 */
export const RESPONSIVENESS_GRACE_HOURS = 24;
/** The window the figures cover, in months. */
export const RESPONSIVENESS_WINDOW_MONTHS = 12;

/** The answered share as a whole percentage (0 with no request). */
export function answeredPercent(requests: number, answered: number): number {
  return requests > 0 ? Math.round((answered / requests) * 100) : 0;
}

/**
 * The median time as the badge says it: within N hours below a day (at least 1), otherwise within N
 * days, both rounded up, since "usually within" is a promise the figure must keep.
 */
export function describeResponseTime(seconds: number): { unit: 'hours' | 'days'; count: number } {
  const hours = Math.max(1, Math.ceil((seconds * 1000) / HOUR_MS));
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.ceil(hours / 24) };
}
