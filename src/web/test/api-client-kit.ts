import { type ApiClientOptions, createApiClient } from '../lib/api-client';
import { APP_AUTH_KEY, APP_TOKEN_KEY } from '../lib/api-client-storage';

// Test helpers shared by the api-client suites: a scripted server behind a fake fetch, and fake storage.

export interface SentCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Route = (call: SentCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const opened = (appAuth: string, value: string) =>
  json({ response: true, appAuth, token: { name: 'x-tok', value } });

/** A scripted server: each key is "METHOD /path"; a list answers its entries in turn, repeating the last. */
export function scriptedServer(routes: Record<string, Route | Route[]>) {
  const calls: SentCall[] = [];
  const served = new Map<string, number>();
  const fetchFn: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      // happy-dom keeps the case it was given; the wire does not.
      headers[name.toLowerCase()] = value;
    });
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const call: SentCall = {
      method: init?.method ?? 'GET',
      path: url,
      headers,
      body: raw === undefined ? undefined : JSON.parse(raw),
    };
    calls.push(call);
    const key = `${call.method} ${url}`;
    const route = routes[key];
    if (!route) return json({ response: false, error: 'GEN404', message: 'not found' }, 404);
    if (!Array.isArray(route)) return route(call);
    const n = served.get(key) ?? 0;
    served.set(key, n + 1);
    return route[Math.min(n, route.length - 1)](call);
  };
  const to = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { fetchFn, calls, to };
}

export function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

export const storedSession = (appAuth = 'A1', value = 'T1') =>
  fakeStorage({ [APP_AUTH_KEY]: appAuth, [APP_TOKEN_KEY]: JSON.stringify({ name: 'x-tok', value }) });

export function client(fetchFn: typeof fetch, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({ fetch: fetchFn, storage: fakeStorage(), getLanguage: () => 'en', ...extra });
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));
