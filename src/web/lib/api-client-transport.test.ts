import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, deferred, flush, json, opened, scriptedServer, storedSession } from '../test/api-client-kit';
import { splitMessages } from './api-answer';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('write queue', () => {
  it('runs non-GET calls one at a time in order while GETs run at once', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const server = scriptedServer({
      'POST /app/one': () => first.promise,
      'PUT /app/two': () => second.promise,
      'GET /app/read': () => json({ response: true, read: 1 }),
    });
    const api = client(server.fetchFn, { storage: storedSession() });

    const one = api.post('/one', { n: 1 });
    const two = api.put('/two', { n: 2 });
    await flush();
    expect(server.calls.map((c) => c.path)).toEqual(['/app/one']);

    expect(await api.get('/read')).toEqual({ response: true, read: 1 });
    expect(server.calls.map((c) => c.path)).toEqual(['/app/one', '/app/read']);

    first.resolve(json({ response: true, n: 1 }));
    expect(await one).toEqual({ response: true, n: 1 });
    await flush();
    expect(server.calls.map((c) => c.path)).toEqual(['/app/one', '/app/read', '/app/two']);

    second.resolve(json({ response: true, n: 2 }));
    expect(await two).toEqual({ response: true, n: 2 });
  });

  it("a queued write waits for the earlier one's retry, and a thrown fault does not stall the queue", async () => {
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A2', 'T2'),
      'POST /app/one': [() => json({ response: false, error: 'SES001' }), () => json({ response: true })],
      'POST /app/boom': () => Promise.reject(new TypeError('offline')),
      'POST /app/two': () => json({ response: true }),
    });
    const api = client(server.fetchFn, { storage: storedSession() });

    const one = api.post('/one');
    const boom = api.post('/boom');
    const two = api.post('/two');
    await expect(boom).rejects.toThrow('offline');
    expect(await one).toEqual({ response: true });
    expect(await two).toEqual({ response: true });
    expect(server.calls.map((c) => c.path)).toEqual([
      '/app/one',
      '/app/session/open',
      '/app/one',
      '/app/boom',
      '/app/two',
    ]);
  });
});

describe('failed URLs and bad answers', () => {
  it('stops requesting a method and path after more than 2 non-ok answers', async () => {
    const failure = { response: false, error: 'GEN500', message: 'fault' };
    const server = scriptedServer({
      'POST /app/companies/list': () => json(failure, 500),
      'GET /app/companies/list': () => json({ response: true }),
    });
    const api = client(server.fetchFn, { storage: storedSession() });

    for (let i = 0; i < 3; i++) expect(await api.post('/companies/list', { page: 1 })).toEqual(failure);
    expect(await api.post('/companies/list', { page: 1 })).toBe(false);
    expect(server.to('POST', '/app/companies/list')).toHaveLength(3);
    // Another method on the same path is counted apart.
    expect(await api.get('/companies/list')).toEqual({ response: true });
  });

  it.each([
    [429, 'AUT002', '900'],
    [503, 'GEN503', '5'],
  ])(
    'keeps asking after a %i with Retry-After, which is a wait, not a broken URL',
    async (status, error, wait) => {
      const refused = { response: false, error, message: 'Please try again later.' };
      const answers = [
        ...Array.from(
          { length: 4 },
          () => () => new Response(JSON.stringify(refused), { status, headers: { 'Retry-After': wait } }),
        ),
        () => json({ response: true, message: 'Welcome!' }),
      ];
      const server = scriptedServer({ 'POST /app/auth/login': answers });
      const api = client(server.fetchFn, { storage: storedSession() });

      for (let i = 0; i < 4; i++) expect(await api.post('/auth/login', { document: '1' })).toEqual(refused);
      expect(await api.post('/auth/login', { document: '1' })).toEqual({
        response: true,
        message: 'Welcome!',
      });
      expect(server.to('POST', '/app/auth/login')).toHaveLength(5);
    },
  );

  it('counts a 429 without Retry-After as a failure of the URL', async () => {
    const failure = { response: false, error: 'GEN429', message: 'slow down' };
    const server = scriptedServer({ 'GET /app/data/index': () => json(failure, 429) });
    const api = client(server.fetchFn, { storage: storedSession() });

    for (let i = 0; i < 3; i++) expect(await api.get('/data/index')).toEqual(failure);
    expect(await api.get('/data/index')).toBe(false);
    expect(server.to('GET', '/app/data/index')).toHaveLength(3);
  });

  it('answers false with a console warning when the answer is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = scriptedServer({
      'GET /app/data/index': () => new Response('<!doctype html>', { status: 200 }),
    });
    const api = client(server.fetchFn, { storage: storedSession() });

    expect(await api.get('/data/index')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0][0])).toContain('/data/index');
  });
});

describe('splitMessages', () => {
  it('splits a joined server message into trimmed lines', () => {
    expect(splitMessages('First is wrong; Second is wrong;')).toEqual(['First is wrong', 'Second is wrong']);
    expect(splitMessages(undefined)).toEqual([]);
    expect(splitMessages('')).toEqual([]);
  });
});
