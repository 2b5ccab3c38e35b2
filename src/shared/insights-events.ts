/*
 * How many reports the browser sends in one call (issue 35), apart from the call's schema: the
 * reporting code runs on every public page and must not load zod (the schemas' library) to know it.
 * A list page holds 12 cards; a few reports may wait together in the browser.
 */

export const COUNT_EVENTS_MAX = 50;
