const DAY_MS = 24 * 3600 * 1000;

/**
 * The back office shows date ranges with both ends included; the server takes `to` exclusive. These
 * move a YYYY-MM-DD day by one, on the calendar (UTC), between the two.
 */
export function exclusiveEnd(day: string): string | undefined {
  return day ? new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10) : undefined;
}

export function inclusiveEnd(day: string | undefined): string {
  return day ? new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10) : '';
}
