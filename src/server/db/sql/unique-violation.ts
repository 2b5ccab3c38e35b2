/**
 * The unique constraint a failed insert or update broke, looking through the cause chain (the
 * driver and drizzle wrap errors differently): its name, '' when the driver did not say, or null
 * when the error is no unique violation.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const pg = e as { code?: unknown; constraint?: string; constraint_name?: string; cause?: unknown };
    if (pg.code === '23505') return pg.constraint ?? pg.constraint_name ?? '';
    e = pg.cause;
  }
  return null;
}

/** Whether the error, or one it wraps, is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null;
}
