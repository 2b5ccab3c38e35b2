import { addDays } from '../../../../shared/rules/sao-paulo-time';

/**
 * The back office shows date ranges with both ends included; the server takes `to` exclusive. These
 * move a YYYY-MM-DD day by one on the calendar, between the two (the shared day arithmetic).
 */
export function exclusiveEnd(day: string): string | undefined {
  return day ? addDays(day, 1) : undefined;
}

export function inclusiveEnd(day: string | undefined): string {
  return day ? addDays(day, -1) : '';
}
