import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Requests with a large body (file uploads: a 3 MB attachment is 4 MB of base64) are let in a few
 * at a time per process. Fifty at once would each parse, decode and write megabytes while holding
 * a database connection, so every other call, however small, waited for one (and, past the pool's
 * 5 s, failed with GEN503). Waiting ones queue before their body is read, in arrival order, and
 * cost nothing meanwhile but their open socket. A body that takes longer than LARGE_BODY_ARRIVAL_MS
 * to arrive loses its place (and goes on without one), so slow clients cannot hold the gate.
 */
export const LARGE_BODY_BYTES = 256 * 1024;
export const LARGE_BODIES_AT_ONCE = 3;
/**
 * A body still arriving this long after its request got a place gives the place up and goes on
 * outside the gate: a slow client (4 MB over a poor mobile link) must not hold the others back.
 */
export const LARGE_BODY_ARRIVAL_MS = 5_000;

declare module 'fastify' {
  interface FastifyRequest {
    releaseLargeBody?: () => void;
  }
}

export function createGate(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    /** Resolves with a release function once a place is free; releasing twice frees one place. */
    async enter(): Promise<() => void> {
      if (running < size) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = waiting.shift();
        // The place passes to the next in line as it is; `running` stays the same.
        if (next) next();
        else running--;
      };
    },
  };
}

function isLarge(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  // A body sent in chunks says nothing of its size until it is read: counted as large.
  if (length === undefined) return request.headers['transfer-encoding'] !== undefined;
  return Number(length) > LARGE_BODY_BYTES;
}

async function largeBodies(app: FastifyInstance, opts: { atOnce?: number; arrivalMs?: number }) {
  const gate = createGate(opts.atOnce ?? LARGE_BODIES_AT_ONCE);
  const arrivalMs = opts.arrivalMs ?? LARGE_BODY_ARRIVAL_MS;
  app.addHook('onRequest', async (request) => {
    if (!isLarge(request)) return;
    const release = await gate.enter();
    // A client that gave up while it waited will not reach onResponse: its place goes on now.
    if (request.raw.destroyed) {
      release();
      return;
    }
    request.releaseLargeBody = release;
    // The body is read once this hook is done; the place is kept while it arrives in time.
    const late = setTimeout(release, arrivalMs);
    late.unref();
    request.raw.once('end', () => clearTimeout(late));
    request.raw.once('close', () => clearTimeout(late));
  });
  const release = async (request: FastifyRequest) => request.releaseLargeBody?.();
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

export default fp(largeBodies, { name: 'large-bodies' });
