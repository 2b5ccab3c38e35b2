/*
 * Whether an error means that the database cannot be reached right now (server stopped, restarting
 * or too busy to accept a connection), as opposed to a fault of the statement or of our code. The
 * errors handler answers those 503 with Retry-After, so clients know to try again shortly.
 */

// Socket errors, and SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, crash
// recovery, not accepting connections yet).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
// node-postgres reports a dropped or never-opened connection with these messages and no code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; a few levels are enough.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (DRIVER_MESSAGES.some((text) => current instanceof Error && current.message.includes(text)))
      return true;
    current = current.cause;
  }
  return false;
}
