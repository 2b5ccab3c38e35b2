import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { parseAppLanguage } from '../../shared/lang';
import { translate } from '../../shared/messages/translate';
import { envelopeOf, sendEnvelope } from './errors';

/**
 * Faults of the request itself that Fastify or Node answer before any route, hook or error handler
 * runs. Each still gets the envelope `{ response: false, error, message }` with its HTTP status
 * (DECISIONS.md 3), so the client's failed-URL guard and anyone reading the body see one shape.
 */

type ConnectionError = Parameters<NonNullable<FastifyServerOptions['clientErrorHandler']>>[0];

// Before headers are parsed there is no request: the language is looked up in what was received.
function languageOfPacket(err: ConnectionError) {
  // Node hands a Buffer (Fastify's type describes it as serialised to JSON).
  const raw: unknown = err.rawPacket;
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  return parseAppLanguage(/\r\napp-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1]);
}

/**
 * Node's HTTP parser refused the request (headers over the limit: 431, Node's request timeout:
 * 408, anything unparsable: 400): the answer is written to the socket, which is then closed.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const lang = languageOfPacket(err);
  const body = JSON.stringify({ response: false, error: 'GEN400', message: translate(lang, 'error.GEN400') });
  this.log.info({ code: 'GEN400', status, reason: err.code }, 'request refused');
  // The security headers too, as every answer has them (security-headers.ts).
  const security = (this.securityHeaders ?? []).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${security}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** A path Fastify cannot decode (400), a parameter over its length (414), a router fault (500). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const header = request.headers['app-language'];
  const lang = parseAppLanguage(Array.isArray(header) ? header[0] : header);
  request.log.info({ code: error.code, reason: error.message }, 'request refused');
  // No onRequest hook has run, so the security headers are set here.
  for (const [name, value] of request.server.securityHeaders ?? []) reply.header(name, value);
  sendEnvelope(reply, envelopeOf(error, lang), error.statusCode ?? 400);
}

/**
 * HTTP/1.1 needs a Host header; Node would refuse one without it by an empty 400 of its own
 * (`requireHostHeader`, turned off in app.ts so that the refusal is made here, as an envelope).
 */
async function requestFaultsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      throw Object.assign(new Error('missing Host header'), { statusCode: 400 });
    }
  });
}

export default fp(requestFaultsPlugin, { name: 'request-faults', dependencies: ['errors'] });
