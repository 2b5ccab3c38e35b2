import type { ErrorCode } from '../../shared/errors';

/**
 * A business or request outcome with a stable code. Routes and services throw it; the errors plugin
 * turns it into the envelope with the message in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Field → message key (translated by the handler), for outcomes tied to a field. */
    readonly fields?: Record<string, string>,
    /** Message key to use instead of `error.<code>`. */
    readonly messageKey?: string,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** Raised by the validator compiler so the handler can localise zod issues per request. */
export class RequestValidationError extends Error {
  readonly statusCode = 200;
  constructor(readonly issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code: string }>) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}
