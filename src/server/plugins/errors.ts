import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorCode, httpStatusOf } from '../../shared/errors';
import type { Lang } from '../../shared/lang';
import { translate } from '../../shared/messages/translate';
import { localizeIssues } from '../../shared/messages/zod-issues';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, RequestValidationError } from '../lib/app-error';

export interface ErrorEnvelope {
  response: false;
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

// The route's response schema describes success only; failures bypass it.
export function sendEnvelope(
  reply: FastifyReply,
  body: ErrorEnvelope,
  status = httpStatusOf(body.error),
): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(body);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendEnvelope(reply, {
    response: false,
    error: 'GEN404',
    message: translate(request.lang, 'error.GEN404'),
  });
}

export function envelopeOf(error: unknown, lang: Lang): ErrorEnvelope {
  if (error instanceof AppError) {
    const message = translate(lang, error.messageKey ?? `error.${error.code}`, error.params);
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([k, v]) => [k, translate(lang, v, error.params)]),
        )
      : undefined;
    return { response: false, error: error.code, message, ...(fields ? { fields } : {}) };
  }
  if (error instanceof RequestValidationError) {
    const { fields, messages } = localizeIssues(error.issues, lang);
    return { response: false, error: 'VAL001', message: messages.join(';'), fields };
  }
  if (isDatabaseUnavailable(error)) {
    return { response: false, error: 'GEN503', message: translate(lang, 'error.GEN503') };
  }
  const fe = error as Partial<FastifyError>;
  const status = fe.statusCode ?? 500;
  const code: ErrorCode =
    status === 413
      ? 'GEN413'
      : status === 429
        ? 'GEN429'
        : status >= 400 && status < 500
          ? 'GEN400'
          : 'GEN500';
  return { response: false, error: code, message: translate(lang, `error.${code}`) };
}

const RETRY_AFTER_SECONDS = 5;

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const body = envelopeOf(error, request.lang);
    if (body.error === 'GEN500') request.log.error({ err: error }, 'request failed');
    else if (body.error === 'GEN503') {
      request.log.error({ err: error }, 'database unavailable');
      // About how long a PostgreSQL restart takes; the pool reconnects on the next call.
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (
      error instanceof AppError &&
      error.code === 'AUT002' &&
      typeof error.params.count === 'number'
    ) {
      // AUT002 counts the minutes left (tooManyAttempts).
      reply.header('retry-after', String(error.params.count * 60));
    } else if (!(error instanceof AppError) && !(error instanceof RequestValidationError))
      request.log.info({ code: body.error, reason: (error as Error).message }, 'request refused');
    const status = (error as Partial<FastifyError>).statusCode;
    // Keep the exact 4xx of a request fault (415, 405...) while the envelope names its family.
    if (body.error === 'GEN400' && status && status >= 400 && status < 500) {
      return sendEnvelope(reply, body, status);
    }
    return sendEnvelope(reply, body);
  });
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['lang'] });
