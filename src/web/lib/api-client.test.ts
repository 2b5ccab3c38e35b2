import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, fakeStorage, json, opened, scriptedServer, storedSession } from '../test/api-client-kit';
import { APP_AUTH_KEY, APP_TOKEN_KEY } from './api-client-storage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('app session', () => {
  it('opens a session on start, without session headers, and stores it', async () => {
    const server = scriptedServer({ 'GET /app/session/open': () => opened('A1', 'T1') });
    const storage = fakeStorage();
    const api = client(server.fetchFn, { storage });

    expect(api.isAvailable()).toBe(false);
    expect(await api.start()).toBe(true);

    expect(api.isAvailable()).toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].headers['app-auth']).toBeUndefined();
    expect(storage.data.get(APP_AUTH_KEY)).toBe('A1');
    expect(JSON.parse(storage.data.get(APP_TOKEN_KEY) ?? '')).toEqual({ name: 'x-tok', value: 'T1' });
  });

  it('reuses a stored session instead of opening one', async () => {
    const server = scriptedServer({ 'GET /app/customer/info': () => json({ response: true, customer: {} }) });
    const api = client(server.fetchFn, { storage: storedSession('S1', 'ST1') });

    expect(await api.start()).toBe(true);
    expect(server.to('GET', '/app/session/open')).toHaveLength(0);
    await api.get('/customer/info');
    expect(server.calls[0].headers['app-auth']).toBe('S1');
    expect(server.calls[0].headers['x-tok']).toBe('ST1');
  });

  it.each([
    ['a network fault', () => Promise.reject(new TypeError('offline'))],
    ['a non-ok status', () => json({ response: false, error: 'GEN500', message: 'x' }, 500)],
    ['a non-JSON answer', () => new Response('<html>', { status: 200 })],
    ['no response flag', () => json({ appAuth: 'A1', token: { name: 'x-tok', value: 'T1' } })],
    ['no appAuth', () => json({ response: true, token: { name: 'x-tok', value: 'T1' } })],
  ])('is unavailable after %s on open, and later session calls answer false', async (_, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = scriptedServer({
      'GET /app/session/open': answer,
      'GET /app/customer/info': () => json({ response: true }),
      'POST /app/auth/logout': () => json({ response: true }),
    });
    const api = client(server.fetchFn);

    expect(await api.start()).toBe(false);
    expect(api.isAvailable()).toBe(false);
    expect(await api.get('/customer/info')).toBe(false);
    expect(await api.post('/auth/logout')).toBe(false);
    expect(server.calls.map((c) => c.path)).toEqual(['/app/session/open']);
  });

  it('opens the session on the first call when start was not called', async () => {
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'GET /app/company/info': () => json({ response: true, company: { id: 3 } }),
    });
    const api = client(server.fetchFn);

    expect(await api.get('/company/info')).toEqual({ response: true, company: { id: 3 } });
    expect(server.calls.map((c) => c.path)).toEqual(['/app/session/open', '/app/company/info']);
  });
});

describe('headers', () => {
  it('sends app-auth, the named token, App-Language and JSON headers on every session call', async () => {
    const server = scriptedServer({
      'GET /app/notifications/get_count': () => json({ response: true, unread: 2 }),
      'POST /app/faq/list': () => json({ response: true, data: [], records: 10 }),
      'DELETE /app/auth/logout': () => json({ response: true }),
    });
    let lang = 'en';
    const api = client(server.fetchFn, { storage: storedSession(), getLanguage: () => lang });

    await api.get('/notifications/get_count');
    lang = 'pt-BR';
    await api.post('/faq/list', { search: 'x', page: 1 });
    await api.del('/auth/logout');

    for (const call of server.calls) {
      expect(call.headers['app-auth']).toBe('A1');
      expect(call.headers['x-tok']).toBe('T1');
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.headers.accept).toBe('application/json');
    }
    expect(server.calls.map((c) => c.headers['app-language'])).toEqual(['en', 'pt-BR', 'pt-BR']);
    expect(server.calls[0].body).toBeUndefined();
    expect(server.calls[1].body).toEqual({ search: 'x', page: 1 });
    // An empty JSON object, because the server refuses an empty body under a JSON Content-Type.
    expect(server.calls[2].body).toEqual({});
  });

  it('sends no session headers on public calls and needs no session for them', async () => {
    const server = scriptedServer({
      'GET /app/categories/list_full': () => json({ response: true, data: [] }),
      'POST /app/quotes/proposal_rate': () => json({ response: false, error: 'SES001', message: 'x' }),
    });
    const api = client(server.fetchFn, { storage: storedSession() });

    expect(await api.get('/categories/list_full', { public: true })).toEqual({ response: true, data: [] });
    const rated = await api.post('/quotes/proposal_rate', { req_id: 'r' }, { public: true });

    // Public calls skip session handling: no reopen even on a session code.
    expect(rated).toEqual({ response: false, error: 'SES001', message: 'x' });
    expect(server.calls.map((c) => c.path)).toEqual([
      '/app/categories/list_full',
      '/app/quotes/proposal_rate',
    ]);
    for (const call of server.calls) {
      expect(call.headers['app-auth']).toBeUndefined();
      expect(call.headers['x-tok']).toBeUndefined();
      expect(call.headers['app-language']).toBe('en');
    }
  });
});

describe('session codes', () => {
  it('SES003 clears the user without opening the login, and is returned without retry', async () => {
    const failure = { response: false, error: 'SES003', message: 'Your login has ended' };
    const server = scriptedServer({ 'GET /app/customer/info': () => json(failure) });
    const onUserCleared = vi.fn();
    const onLoginRequired = vi.fn();
    const api = client(server.fetchFn, { storage: storedSession(), onUserCleared, onLoginRequired });

    expect(await api.get('/customer/info')).toEqual(failure);
    expect(onUserCleared).toHaveBeenCalledExactlyOnceWith('SES003');
    expect(onLoginRequired).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(1);
  });

  it('SES006 clears the user and asks for the login', async () => {
    const failure = { response: false, error: 'SES006', message: 'Log in first' };
    const server = scriptedServer({ 'POST /app/quotes/new': () => json(failure) });
    const order: string[] = [];
    const api = client(server.fetchFn, {
      storage: storedSession(),
      onUserCleared: (code) => order.push(`cleared ${code}`),
      onLoginRequired: () => order.push('login'),
    });

    expect(await api.post('/quotes/new', { title: 't' })).toEqual(failure);
    expect(order).toEqual(['cleared SES006', 'login']);
    expect(server.calls).toHaveLength(1);
  });

  it.each(['SES001', 'SES002', 'SES009'])(
    '%s reopens the session, stores it and retries once',
    async (code) => {
      const server = scriptedServer({
        'GET /app/session/open': () => opened('A2', 'T2'),
        'POST /app/faq/list': [
          () => json({ response: false, error: code, message: 'x' }),
          () => json({ response: true, data: [1] }),
        ],
      });
      const storage = storedSession('A1', 'T1');
      const api = client(server.fetchFn, { storage });

      expect(await api.post('/faq/list', { page: 1 })).toEqual({ response: true, data: [1] });
      const sent = server.to('POST', '/app/faq/list');
      expect(sent.map((c) => [c.headers['app-auth'], c.headers['x-tok']])).toEqual([
        ['A1', 'T1'],
        ['A2', 'T2'],
      ]);
      expect(sent[1].body).toEqual({ page: 1 });
      expect(storage.data.get(APP_AUTH_KEY)).toBe('A2');
      expect(JSON.parse(storage.data.get(APP_TOKEN_KEY) ?? '')).toEqual({ name: 'x-tok', value: 'T2' });
    },
  );

  it('retries only once when the session code keeps coming back', async () => {
    const failure = { response: false, error: 'SES001', message: 'x' };
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A2', 'T2'),
      'GET /app/customer/info': () => json(failure),
    });
    const api = client(server.fetchFn, { storage: storedSession() });

    expect(await api.get('/customer/info')).toEqual(failure);
    expect(server.to('GET', '/app/customer/info')).toHaveLength(2);
    expect(server.to('GET', '/app/session/open')).toHaveLength(1);
  });

  it('still clears the user when the retry after a reopened session answers SES006', async () => {
    const failure = { response: false, error: 'SES006', message: 'Log in first' };
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A2', 'T2'),
      'GET /app/customer/info': [() => json({ response: false, error: 'SES001' }), () => json(failure)],
    });
    const onUserCleared = vi.fn();
    const onLoginRequired = vi.fn();
    const api = client(server.fetchFn, { storage: storedSession(), onUserCleared, onLoginRequired });

    expect(await api.get('/customer/info')).toEqual(failure);
    expect(onUserCleared).toHaveBeenCalledExactlyOnceWith('SES006');
    expect(onLoginRequired).toHaveBeenCalledOnce();
  });

  it('answers false when the session cannot be reopened', async () => {
    const server = scriptedServer({
      'GET /app/session/open': () => json({ response: false }),
      'GET /app/customer/info': () => json({ response: false, error: 'SES001', message: 'x' }),
    });
    const storage = storedSession();
    const api = client(server.fetchFn, { storage });

    expect(await api.get('/customer/info')).toBe(false);
    expect(api.isAvailable()).toBe(false);
    expect(storage.data.has(APP_AUTH_KEY)).toBe(false);
  });

  it('opens one session when concurrent calls hit SES001 together', async () => {
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A2', 'T2'),
      'GET /app/a': (c) =>
        json(c.headers['app-auth'] === 'A2' ? { response: true } : { response: false, error: 'SES001' }),
      'GET /app/b': (c) =>
        json(c.headers['app-auth'] === 'A2' ? { response: true } : { response: false, error: 'SES001' }),
    });
    const api = client(server.fetchFn, { storage: storedSession() });

    const answers = await Promise.all([api.get('/a'), api.get('/b')]);
    expect(answers).toEqual([{ response: true }, { response: true }]);
    expect(server.to('GET', '/app/session/open')).toHaveLength(1);
  });

  it('ATA002 renews the token through /session/info and retries with it', async () => {
    const server = scriptedServer({
      'GET /app/session/info': () => json({ response: true, token: { name: 'x-tok', value: 'T2' } }),
      'PUT /app/customer/update': [
        () => json({ response: false, error: 'ATA002', message: 'expired' }),
        () => json({ response: true, customer: { email: 'e' } }),
      ],
    });
    const storage = storedSession('A1', 'T1');
    const api = client(server.fetchFn, { storage });

    expect(await api.put('/customer/update', { email: 'e' })).toEqual({
      response: true,
      customer: { email: 'e' },
    });
    const info = server.to('GET', '/app/session/info');
    expect(info).toHaveLength(1);
    expect([info[0].headers['app-auth'], info[0].headers['x-tok']]).toEqual(['A1', 'T1']);
    const sent = server.to('PUT', '/app/customer/update');
    expect(sent.map((c) => [c.headers['app-auth'], c.headers['x-tok']])).toEqual([
      ['A1', 'T1'],
      ['A1', 'T2'],
    ]);
    expect(server.to('GET', '/app/session/open')).toHaveLength(0);
    expect(JSON.parse(storage.data.get(APP_TOKEN_KEY) ?? '')).toEqual({ name: 'x-tok', value: 'T2' });
  });
});
