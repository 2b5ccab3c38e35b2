/*
 * São Paulo's calendar day of a moment, apart from sao-paulo-time.ts (deadlines, time left, day
 * arithmetic, wall-clock input): the footer and every page that shows a day load this at their start,
 * and the home page's script budget (budgets.json, issue 29 item 4) has no room for the code they
 * never run.
 */

export const SAO_PAULO_TZ = 'America/Sao_Paulo';

let dayFormat: Intl.DateTimeFormat | undefined;
const dayFormatter = () =>
  (dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SAO_PAULO_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The São Paulo calendar day of a moment, as 'YYYY-MM-DD' (en-CA writes days that way). */
export function saoPauloDay(at: Date = new Date()): string {
  return dayFormatter().format(at);
}
