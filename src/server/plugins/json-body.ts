import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { holdDecodedFile } from '../../shared/rules/base64';
import { rememberSha256 } from '../lib/file-digests';
import { createJsonWorker, type DecodedString, type JsonWorker } from '../lib/json-worker';
import { LARGE_BODY_BYTES } from './large-bodies';

type Done = (error: Error | null, body?: unknown) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** Lets go of the files of its body that the JSON worker decoded. */
    releaseDecodedFiles?: () => void;
  }
}

/**
 * Hands the worker's decoding of the body's long strings to validation (rules/base64.ts
 * readFileText), each under the very string the value holds, until the answer is sent.
 */
function holdDecoded(request: FastifyRequest, value: unknown, decoded: DecodedString[]): void {
  const releases: (() => void)[] = [];
  for (const { path, text, sha256 } of decoded) {
    let at: unknown = value;
    for (const key of path) at = typeof at === 'object' && at !== null ? Reflect.get(at, key) : undefined;
    if (typeof at !== 'string') continue;
    releases.push(holdDecodedFile(at, text));
    if (sha256 !== undefined && typeof text !== 'string') rememberSha256(text, sha256);
  }
  if (releases.length === 0) return;
  request.releaseDecodedFiles = () => {
    for (const release of releases) release();
  };
}

/**
 * JSON bodies. Every call sends `Content-Type: application/json` (PRODUCT.md 7), also those without
 * a body (DELETE /auth/logout): an empty body is an empty object, not a malformed one. Anything
 * else goes to Fastify's own parser, with its guards against prototype poisoning. Bodies over
 * LARGE_BODY_BYTES (uploads) are parsed the same way on a worker thread (lib/json-worker.ts), so
 * the event loop keeps answering other calls meanwhile.
 */
async function jsonBody(app: FastifyInstance, opts: { worker?: JsonWorker }) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const parseText = (request: FastifyRequest, text: string, done: Done) => {
    if (text.trim() === '') done(null, {});
    else parseJson(request, text, done);
  };
  const worker = opts.worker ?? createJsonWorker();
  app.addHook('onClose', async () => worker.close());
  const release = async (request: FastifyRequest) => request.releaseDecodedFiles?.();
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    if (bytes.length <= LARGE_BODY_BYTES) {
      parseText(request, bytes.toString('utf8'), done);
      return;
    }
    worker.parse(bytes).then(
      (answer) => {
        if (answer.outcome === 'parsed') {
          holdDecoded(request, answer.value, answer.decoded);
          done(null, answer.value);
        } else if (answer.outcome === 'invalid') done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
        // A value the worker could not send back is parsed here, as any other body.
        else
          parseText(
            request,
            Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength).toString('utf8'),
            done,
          );
      },
      (error: Error) => done(error),
    );
  });
  // Only JSON is taken (DECISIONS.md 3): a text/plain body is 415, not a string for the validator.
  app.removeContentTypeParser('text/plain');
}

export default fp(jsonBody, { name: 'json-body' });
