import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldDecodedFiles, readFileText } from '../../shared/rules/base64';
import { sha256Of } from '../lib/file-digests';
import { createJsonWorker, type DecodedString, type JsonOutcome, type JsonWorker } from '../lib/json-worker';
import { createTestApp, type TestApp } from '../test/harness';
import jsonBody from './json-body';
import { LARGE_BODY_BYTES } from './large-bodies';

const headers = { 'content-type': 'application/json' };
const filler = 'x'.repeat(LARGE_BODY_BYTES + 1);
/** Nested deeper than a value can be copied between threads. */
const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;

function sortByPath(decoded: DecodedString[]): DecodedString[] {
  return [...decoded].sort((a, b) => a.path.join('.').localeCompare(b.path.join('.')));
}

describe('createJsonWorker', () => {
  const worker = createJsonWorker();
  afterAll(() => worker.close());
  const parse = (text: string) => worker.parse(Buffer.from(text));

  it('parses on its own thread as Fastify does, poisoned keys and all', async () => {
    expect(await parse('{"name":"Peças","n":[1,-0,2.5,null,true]}')).toEqual({
      outcome: 'parsed',
      value: { name: 'Peças', n: [1, -0, 2.5, null, true] },
      decoded: [],
    });
    expect(await parse(' \n ')).toEqual({ outcome: 'parsed', value: {}, decoded: [] });
    expect(await parse('\uFEFF{"a":1}')).toEqual({ outcome: 'parsed', value: { a: 1 }, decoded: [] });
    for (const bad of ['{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      expect(await parse(bad), bad).toEqual({ outcome: 'invalid' });
    }
    expect(await parse(deep)).toEqual({ outcome: 'unclonable', body: new Uint8Array(Buffer.from(deep)) });
  });

  it('takes the memory of the body instead of copying it, even of a view on a larger buffer', async () => {
    const body = new TextEncoder().encode('{"a":1}');
    expect(await worker.parse(body)).toEqual({ outcome: 'parsed', value: { a: 1 }, decoded: [] });
    expect(body.byteLength).toBe(0);
    const whole = new TextEncoder().encode('xx[2]xx');
    expect(await worker.parse(whole.subarray(2, 5))).toEqual({ outcome: 'parsed', value: [2], decoded: [] });
    expect(whole.byteLength).toBe(7);
  });

  it('answers each caller its own body when several wait', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => parse(`{"i":${i}}`)));
    expect(answers).toEqual(
      Array.from({ length: 20 }, (_, i) => ({ outcome: 'parsed', value: { i }, decoded: [] })),
    );
  });

  it('decodes every long string as a file, with the sha256 of its bytes, and leaves short ones', async () => {
    const bytes = randomBytes(30_000);
    const text = bytes.toString('base64');
    const answer = await parse(
      JSON.stringify({
        files: [{ name: 'a.pdf', content: `data:application/pdf;base64,${text}` }, text.slice(0, 100)],
        blank: ` data:;base64,${' '.repeat(20_000)}`,
        prose: `${text.slice(0, 20_000)} !`,
      }),
    );
    expect(answer.outcome === 'parsed' && sortByPath(answer.decoded)).toEqual([
      { path: ['blank'], text: 'empty' },
      {
        path: ['files', 0, 'content'],
        text: new Uint8Array(bytes),
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
      { path: ['prose'], text: 'unreadable' },
    ]);
  });

  it('rejects what is waiting when closed, and starts again when used after', async () => {
    const waiting = expect(parse(deep)).rejects.toThrow('closed');
    await worker.close();
    await waiting;
    expect(await parse('[1]')).toEqual({ outcome: 'parsed', value: [1], decoded: [] });
  });
});

/** A worker that records what it was given and answers `answer` (or the real worker's answer). */
function spyWorker(answer?: () => Promise<JsonOutcome>): JsonWorker & { bodies: number[] } {
  const real = createJsonWorker();
  const bodies: number[] = [];
  return {
    bodies,
    parse(body) {
      bodies.push(body.length);
      return answer ? answer() : real.parse(body);
    },
    close: () => real.close(),
  };
}

async function echoApp(worker: JsonWorker): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(jsonBody, { worker });
  app.post('/echo', { bodyLimit: 4_000_000 }, async (request) => request.body);
  await app.ready();
  return app;
}

describe('the JSON body parser', () => {
  it('sends large bodies to the worker and parses small ones itself', async () => {
    const worker = spyWorker();
    const app = await echoApp(worker);
    const post = (payload: string) => app.inject({ method: 'POST', url: '/echo', headers, payload });
    expect((await post('{"a":1}')).json()).toEqual({ a: 1 });
    expect(worker.bodies).toEqual([]);
    const large = JSON.stringify({ file: filler, name: 'Peças' });
    expect((await post(large)).json()).toEqual({ file: filler, name: 'Peças' });
    expect(worker.bodies).toEqual([Buffer.byteLength(large)]);
    const malformed = await post(`{"file":"${filler}"`);
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'FST_ERR_CTP_INVALID_JSON_BODY']);
    await app.close();
  });

  it("hands the worker's decoding of a large body's files to validation until the answer is sent", async () => {
    const decodedBy = new Map<string, Uint8Array>();
    const marked = new Uint8Array([1, 2, 3]);
    const worker = spyWorker(async () => ({
      outcome: 'parsed',
      value: { file: filler, other: 'QUJ$' },
      decoded: [
        { path: ['file'], text: marked, sha256: 'cafe' },
        { path: ['nothing', 0], text: 'empty' },
      ],
    }));
    const app = Fastify();
    await app.register(jsonBody, { worker });
    app.post('/files', { bodyLimit: 4_000_000 }, async (request) => {
      const { file, other } = request.body as { file: string; other: string };
      const text = readFileText(file);
      if (typeof text !== 'string') decodedBy.set('file', text);
      return { held: heldDecodedFiles(), sha256: await sha256Of(marked), other: readFileText(other) };
    });
    const res = await app.inject({ method: 'POST', url: '/files', headers, payload: `"${filler}"` });
    expect(res.json()).toEqual({ held: 1, sha256: 'cafe', other: 'unreadable' });
    expect(decodedBy.get('file')).toBe(marked);
    expect(heldDecodedFiles()).toBe(0);
    await app.close();
  });

  it('parses a body itself when the worker could not send its value back; fails when the worker fails', async () => {
    const payload = `[1,"${filler}"]`;
    const unclonable = spyWorker(async () => ({ outcome: 'unclonable', body: Buffer.from(payload) }));
    let app = await echoApp(unclonable);
    const res = await app.inject({ method: 'POST', url: '/echo', headers, payload });
    expect(res.json()).toEqual([1, filler]);
    expect(unclonable.bodies).toHaveLength(1);
    await app.close();

    app = await echoApp(
      spyWorker(async () => {
        throw new Error('the JSON worker stopped');
      }),
    );
    const failed = await app.inject({ method: 'POST', url: '/echo', headers, payload });
    expect(failed.statusCode).toBe(500);
    await app.close();
  });
});

describe('large JSON bodies through the whole server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, async (app) => {
      app.post('/app/test/echo', { config: { access: 'public' }, bodyLimit: 4_000_000 }, async (request) => ({
        response: true,
        data: request.body,
      }));
    });
  });
  afterAll(() => t.close());

  it('answers a large body as it answers a small one: parsed, malformed, poisoned or blank', async () => {
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/app/test/echo', headers, payload });
    const padded = (text: string) => text + ' '.repeat(LARGE_BODY_BYTES + 1);
    for (const text of ['{"a":[1,"Peças"]}', '{"a":', '{"__proto__":{"x":1}}', '  ']) {
      const [small, large] = [await post(text), await post(padded(text))];
      expect([large.statusCode, large.json()], text).toEqual([small.statusCode, small.json()]);
    }
  });
});
