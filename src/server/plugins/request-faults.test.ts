import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Writes `request` as it is on a fresh connection and reads the answer until the server closes. */
function rawExchange(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
    // Requests the server takes as complete are answered, then the connection is ended here.
    setTimeout(() => socket.end(), 2000).unref();
  });
}

/** Headers every answer carries (security-headers.ts), looked for in a raw head or a header map. */
const SECURITY = [
  /x-content-type-options: nosniff/i,
  /x-frame-options: DENY/i,
  /content-security-policy: default-src 'self'/i,
  /referrer-policy: strict-origin-when-cross-origin/i,
  /cross-origin-resource-policy: same-origin/i,
];
function expectSecurityHeaders(head: string) {
  for (const header of SECURITY) expect(head).toMatch(header);
}

const ENVELOPE_EN = { response: false, error: 'GEN400', message: 'The request could not be understood.' };
const ENVELOPE_PT = { response: false, error: 'GEN400', message: 'A requisição não pôde ser entendida.' };

describe('faults answered before any route still answer the envelope', () => {
  it('headers over the limit: 431 with the envelope, in the language the request asked for', async () => {
    const big = 'a'.repeat(20_000);
    const en = await rawExchange(
      `GET /app/health HTTP/1.1\r\nHost: x\r\nApp-Language: en\r\nX-Big: ${big}\r\n\r\n`,
    );
    expect(en.status).toBe(431);
    expect(en.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expectSecurityHeaders(en.headers);
    expect(JSON.parse(en.body)).toEqual(ENVELOPE_EN);
    const pt = await rawExchange(`GET /app/health HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`);
    expect(pt.status).toBe(431);
    // Content-Length counts bytes: the Portuguese message has accented letters.
    expect(Number(/content-length: (\d+)/i.exec(pt.headers)?.[1])).toBe(Buffer.byteLength(pt.body));
    expect(JSON.parse(pt.body)).toEqual(ENVELOPE_PT);
  });

  it('a request Node cannot parse: 400 with the envelope', async () => {
    for (const request of [
      'HELLO\r\n\r\n',
      'POST /app/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
    ]) {
      const answer = await rawExchange(request);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual(ENVELOPE_PT);
      expectSecurityHeaders(answer.headers);
    }
  });

  it("Node's request timeout: 408 with the envelope and the security headers", async () => {
    // Node checks its timeout every 30 s: the server's own event is raised on a real connection.
    const accepted = new Promise<Socket>((resolve) => t.app.server.once('connection', resolve));
    const answer = new Promise<string>((resolve, reject) => {
      const client = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      client.on('data', (chunk) => chunks.push(chunk));
      client.on('error', reject);
      client.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    t.app.server.emit('clientError', timeout, await accepted);
    const text = await answer;
    const [head, body] = text.split('\r\n\r\n');
    expect(head.split(' ')[1]).toBe('408');
    expectSecurityHeaders(head);
    expect(JSON.parse(body)).toEqual(ENVELOPE_PT);
  });

  it('HTTP/1.1 without a Host header: 400 with the envelope', async () => {
    const answer = await rawExchange(
      'GET /app/health HTTP/1.1\r\nApp-Language: en\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(ENVELOPE_EN);
  });

  it('a path that is not valid percent-encoding: 400 with the envelope', async () => {
    for (const url of ['/app/%E0%A4%A', '/app/companies/%zz', '/files/%zz']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'app-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ENVELOPE_EN);
      expectSecurityHeaders(
        Object.entries(res.headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\r\n'),
      );
    }
  });

  it('a body that is not JSON: 415 with the envelope, text/plain too', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/app/auth/login',
        headers: { 'content-type': type, 'app-language': 'en' },
        payload: 'document=1&password=2',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual(ENVELOPE_EN);
    }
  });
  // Malformed JSON (400) and a body over the limit (413) are tested with the session protocol.
});
