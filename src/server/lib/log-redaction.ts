/**
 * Page URLs that carry a secret in their path (e-mailed links). The browser loads them from this
 * server, so request logs would otherwise print the token.
 */
const SECRET_PATHS: RegExp[] = [
  /^(\/email_confirm\/[^/]+\/)[^/?#]+/,
  /^(\/newsletter_confirm\/)[^/?#]+/,
  /^(\/quote-rate\/)[^/?#]+/,
];

export function redactUrl(url: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url)) return url.replace(pattern, '$1[redacted]');
  }
  return url;
}

/** Request serializer for the logger: what is needed to follow a request, and no headers. */
export function serializeRequest(req: { method: string; url: string; ip?: string }) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}

/** Fields of database errors that carry the values of a statement or of the row it touched. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

/**
 * PostgreSQL's context (`where`) of an error may quote the data it failed on: a piece of a JSON
 * value ("JSON data, line 1: …"), a bind parameter ("portal parameter $1 = '…'"), a COPY column.
 * Those quotes are redacted; the rest (which function, which line) stays.
 */
const CONTEXT_QUOTES: RegExp[] = [
  /(JSON data, line \d+: ).*/g,
  /(parameter \$\d+ = )'(?:[^']|'')*'?/g,
  /(COPY [^,\n]+, line \d+, column [^:\n]+: ).*/g,
];

export function redactContext(where: string): string {
  return CONTEXT_QUOTES.reduce((text, quote) => text.replace(quote, '$1[redacted]'), where);
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Error serializer for the logger. A failed query's error (Drizzle's DrizzleQueryError, with the
 * driver's error as its cause) carries the statement's parameters, in a field and in its message
 * ("Failed query: … params: …"), and PostgreSQL's `detail` may quote the row: CPFs, e-mails,
 * phones, password hashes. Those values become [redacted] wherever they appear (message, stack,
 * causes), and so do the data PostgreSQL quotes in an error's context (redactContext); the SQL
 * text, codes and constraint names stay, as they are what a fault needs.
 */
export function serializeError(err: Error): SerializedError {
  // The logger applies this to whatever is logged as `err`, an Error or not.
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  return serialize(err, paramsOf(err), new Set());
}

function serialize(err: Error, values: string[], seen: Set<unknown>): SerializedError {
  seen.add(err);
  const scrub = (text: string) => redactValues(text, values);
  const out: SerializedError = {
    type: err.constructor?.name ?? err.name,
    message: scrub(String(err.message)),
    stack: scrub(String(err.stack ?? '')),
  };
  for (const [key, value] of Object.entries(err)) {
    if (VALUE_FIELDS.has(key) || key in out) continue;
    if (typeof value !== 'string') out[key] = value;
    else out[key] = scrub(key === 'where' ? redactContext(value) : value);
  }
  const cause = err.cause;
  if (cause instanceof Error && !seen.has(cause)) {
    out.cause = serialize(cause, [...values, ...paramsOf(cause)], seen);
  } else if (cause !== undefined) {
    out.cause = typeof cause === 'string' ? scrub(cause) : '[cause]';
  }
  return out;
}

/** The parameter list as Drizzle prints it, then each value long enough to be worth hiding. */
function paramsOf(err: Error): string[] {
  const params = (err as Error & { params?: unknown }).params;
  if (!Array.isArray(params) || params.length === 0) return [];
  const each = params.map((p) => String(p)).filter((p) => p.length >= 3);
  return [String(params), ...each.sort((a, b) => b.length - a.length)];
}

function redactValues(text: string, values: string[]): string {
  let out = text;
  for (const value of values) if (value !== '') out = out.split(value).join('[redacted]');
  return out;
}
