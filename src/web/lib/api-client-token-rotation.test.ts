import { describe, expect, it } from 'vitest';
import { client, deferred, json, scriptedServer, storedSession } from '../test/api-client-kit';
import { APP_AUTH_KEY, APP_TOKEN_KEY } from './api-client-storage';

const newToken = { name: 'x-tok', value: 'T2' };
/** A server that took T1 until a login gave the session T2. */
const byToken = (c: { headers: Record<string, string> }) =>
  json(c.headers['x-tok'] === 'T2' ? { response: true } : { response: false, error: 'SES002', message: 'x' });

describe('token rotation (login, password change)', () => {
  it('takes the new token a success answers, stores it and sends it from then on', async () => {
    const server = scriptedServer({
      'POST /app/auth/login': [
        () => json({ response: false, error: 'AUT001', message: 'wrong' }),
        () => json({ response: true, register: { id: 1 }, token: newToken }),
      ],
      'GET /app/customer/info': byToken,
    });
    const storage = storedSession('A1', 'T1');
    const api = client(server.fetchFn, { storage });

    // A failure carries no token: nothing changes.
    expect(await api.post('/auth/login', { document: 'd', password: 'x' })).toMatchObject({
      error: 'AUT001',
    });
    expect(JSON.parse(storage.data.get(APP_TOKEN_KEY) ?? '')).toEqual({ name: 'x-tok', value: 'T1' });

    expect(await api.post('/auth/login', { document: 'd', password: 'p' })).toMatchObject({ response: true });
    expect(JSON.parse(storage.data.get(APP_TOKEN_KEY) ?? '')).toEqual(newToken);
    expect(storage.data.get(APP_AUTH_KEY)).toBe('A1');
    expect(await api.get('/customer/info')).toEqual({ response: true });
    expect(server.to('GET', '/app/customer/info').map((c) => c.headers['x-tok'])).toEqual(['T2']);
    expect(server.to('GET', '/app/session/open')).toHaveLength(0);
  });

  it('a call sent with the old token just before the login answered retries with the new one, keeping the session', async () => {
    const loginAnswered = deferred<Response>();
    const server = scriptedServer({
      'POST /app/auth/login': () => loginAnswered.promise,
      'GET /app/notifications/count': byToken,
      'GET /app/session/open': () =>
        json({ response: true, appAuth: 'A9', token: { name: 'x-tok', value: 'T9' } }),
    });
    const storage = storedSession('A1', 'T1');
    const api = client(server.fetchFn, { storage });
    await api.start();

    const loggingIn = api.post('/auth/login', { document: 'd', password: 'p' });
    // The server has rotated the token already; its answer to the login is still on the way.
    const reading = api.get('/notifications/count');
    await new Promise((resolve) => setTimeout(resolve, 10));
    loginAnswered.resolve(json({ response: true, register: { id: 1 }, token: newToken }));

    expect(await loggingIn).toMatchObject({ response: true });
    expect(await reading).toEqual({ response: true });
    expect(server.to('GET', '/app/notifications/count').map((c) => c.headers['x-tok'])).toEqual(['T1', 'T2']);
    // No new app session: it would have lost the login.
    expect(server.to('GET', '/app/session/open')).toHaveLength(0);
    expect(storage.data.get(APP_AUTH_KEY)).toBe('A1');
  });
});
