/*
 * How many reports the browser sends in one call (issue 35), apart from the call's schema: the
 * reporting code runs on every public page and must not load zod (the schemas' library) to know it.
 * A list page holds 12 cards; a few reports may wait together in the browser.
 */

export const COUNT_EVENTS_MAX = 50;

/**
 * The quote funnel's floors (here rather than in the schemas, so the insights tab reads them
 * without zod): below this many requests received in the 12 months, the company's
 * own shares are noise and the owner is told so; below this many other companies of its
 * categories with requests, no median is shown (a median of one or two would show a competitor's
 * own rates).
 */
export const FUNNEL_MIN_RECEIVED = 3;
export const FUNNEL_MIN_PEERS = 3;
