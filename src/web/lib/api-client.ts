import type { ErrorEnvelope } from '../../shared/schemas/envelope';
import {
  type AppSession,
  forgetSession,
  loadSession,
  readToken,
  type SessionStorageLike,
  saveSession,
} from './api-client-storage';

/**
 * The wire protocol of PRODUCT.md 4 / DECISIONS.md 3–4: headers, the app session, the session codes,
 * the write queue and the failed-URL guard. It is transport only: what forgetting the user means for
 * the app (clearing stores, opening the login modal, navigating) comes in as callbacks.
 */

export interface ApiClientOptions {
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  storage: SessionStorageLike;
  /** The current language, sent as `App-Language` on every call. */
  getLanguage(): string;
  /** SES003 (login ended) and SES006 (login needed): the app forgets the user. */
  onUserCleared?(code: 'SES003' | 'SES006'): void;
  /** SES006 only, after onUserCleared: the app opens the login modal and goes to '/'. */
  onLoginRequired?(): void;
  /** Defaults to '/app'. */
  baseUrl?: string;
}

export interface RequestOptions {
  /** Sent without app-auth/token headers and without any session handling ("no session" calls). */
  public?: boolean;
  signal?: AbortSignal;
}

/** A refusal (the shared error envelope); its parts are optional here, read defensively. */
export type ApiFailure = { response: false } & Partial<Omit<ErrorEnvelope, 'response'>>;

export type ApiSuccess<T> = T & { response: true };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
/** `false`: the session is unavailable, the URL is blocked, or the answer was not a JSON envelope. */
export type ApiAnswer<T> = ApiResult<T> | false;

type Body = Record<string, unknown> | unknown[];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  /** Reuses the stored app session or opens one; false when the session is unavailable. */
  start(): Promise<boolean>;
  isAvailable(): boolean;
  get<T extends object = Record<string, unknown>>(path: string, opts?: RequestOptions): Promise<ApiAnswer<T>>;
  post<T extends object = Record<string, unknown>>(
    path: string,
    body?: Body,
    opts?: RequestOptions,
  ): Promise<ApiAnswer<T>>;
  put<T extends object = Record<string, unknown>>(
    path: string,
    body?: Body,
    opts?: RequestOptions,
  ): Promise<ApiAnswer<T>>;
  del<T extends object = Record<string, unknown>>(
    path: string,
    body?: Body,
    opts?: RequestOptions,
  ): Promise<ApiAnswer<T>>;
}

/** A URL answered with a non-ok HTTP status more than this many times is no longer requested. */
export const MAX_URL_FAILURES = 2;

/**
 * Whether a non-ok answer says the URL is broken (PRODUCT.md 4's rule for failing URLs), rather than
 * "not now": a 429 or 503 with Retry-After (a login lockout, the database restarting) is a wait, and
 * the same call works once it has passed, so it must not close the URL for the page's life.
 */
function countsAsFailure(res: Response): boolean {
  if (res.ok) return false;
  return !((res.status === 429 || res.status === 503) && res.headers.has('Retry-After'));
}

type Envelope = { response: boolean } & Record<string, unknown>;

const succeeded = (answer: Envelope | false): Envelope | null =>
  answer !== false && answer.response ? answer : null;

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { response?: unknown }).response === 'boolean'
  );
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = (options.baseUrl ?? '/app').replace(/\/+$/, '');
  const { storage } = options;

  let state: 'idle' | 'ready' | 'unavailable' = 'idle';
  let session: AppSession | null = null;
  // In-flight session work is shared, so concurrent GETs that hit the same code open one session.
  let starting: Promise<boolean> | null = null;
  let reopening: Promise<boolean> | null = null;
  let renewing: Promise<boolean> | null = null;
  const failures = new Map<string, number>();
  let queueTail: Promise<unknown> = Promise.resolve();

  async function send(
    method: Method,
    path: string,
    body: Body | undefined,
    auth: AppSession | null,
    signal?: AbortSignal,
  ): Promise<Envelope | false> {
    const key = `${method} ${path}`;
    if ((failures.get(key) ?? 0) > MAX_URL_FAILURES) return false;
    const headers = new Headers({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'App-Language': options.getLanguage(),
    });
    if (auth) {
      headers.set('app-auth', auth.appAuth);
      headers.set(auth.token.name, auth.token.value);
    }
    // Body-carrying methods always send a JSON object ('{}' when there is nothing to send).
    const payload = method === 'GET' ? undefined : JSON.stringify(body ?? {});
    const res = await doFetch(`${base}${path}`, { method, headers, body: payload, signal });
    if (countsAsFailure(res)) failures.set(key, (failures.get(key) ?? 0) + 1);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await res.text());
    } catch {
      console.warn(`[api] ${key}: the answer is not JSON (HTTP ${res.status})`);
      return false;
    }
    if (!isEnvelope(parsed)) {
      console.warn(`[api] ${key}: the answer has no boolean "response" (HTTP ${res.status})`);
      return false;
    }
    return res.ok ? parsed : { ...parsed, response: false };
  }

  /** Network faults while talking to the session routes mean "no session", never a throw. */
  async function sendQuietly(path: string, auth: AppSession | null): Promise<Envelope | false> {
    try {
      return await send('GET', path, undefined, auth);
    } catch {
      return false;
    }
  }

  function adopt(next: AppSession): void {
    session = next;
    state = 'ready';
    saveSession(storage, next);
  }

  async function open(): Promise<boolean> {
    const answer = succeeded(await sendQuietly('/session/open', null));
    const appAuth = answer?.appAuth;
    const token = answer ? readToken(answer.token) : null;
    if (typeof appAuth === 'string' && appAuth && token) {
      adopt({ appAuth, token });
      return true;
    }
    session = null;
    state = 'unavailable';
    forgetSession(storage);
    return false;
  }

  function start(): Promise<boolean> {
    if (state === 'ready') return Promise.resolve(true);
    starting ??= (async () => {
      const stored = loadSession(storage);
      if (stored) {
        session = stored;
        state = 'ready';
        return true;
      }
      return open();
    })().finally(() => {
      starting = null;
    });
    return starting;
  }

  /**
   * `stale` is the session a call was sent with: if another call already replaced it, or only its
   * token (a login rotates it, and a call sent just before meets SES002), reuse that.
   */
  function reopen(stale: AppSession): Promise<boolean> {
    if (session && (session.appAuth !== stale.appAuth || session.token.value !== stale.token.value)) {
      return Promise.resolve(true);
    }
    reopening ??= open().finally(() => {
      reopening = null;
    });
    return reopening;
  }

  function renew(stale: AppSession): Promise<boolean> {
    if (session && session.token.value !== stale.token.value) return Promise.resolve(true);
    renewing ??= (async () => {
      const current = session;
      if (!current) return false;
      const answer = succeeded(await sendQuietly('/session/info', current));
      const token = answer ? readToken(answer.token) : null;
      if (!token || session !== current) return false;
      adopt({ appAuth: current.appAuth, token });
      return true;
    })().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  /** Returns true when the code ends the call: the user is forgotten and the caller gets the failure. */
  function clearsUser(answer: Envelope | false): boolean {
    if (answer === false || answer.response) return false;
    if (answer.error !== 'SES003' && answer.error !== 'SES006') return false;
    options.onUserCleared?.(answer.error);
    if (answer.error === 'SES006') options.onLoginRequired?.();
    return true;
  }

  async function call(
    method: Method,
    path: string,
    body: Body | undefined,
    opts: RequestOptions,
  ): Promise<Envelope | false> {
    if (opts.public) return send(method, path, body, null, opts.signal);
    if (state === 'unavailable') return false;
    if (state !== 'ready' && !(await start())) return false;
    const used = session;
    if (!used) return false;

    const first = await send(method, path, body, used, opts.signal);
    if (first === false || clearsUser(first)) return first;
    if (first.response) return rotated(first, used);
    const code = typeof first.error === 'string' ? first.error : '';
    let recovered: boolean;
    if (code === 'ATA002') recovered = (await renew(used)) || (await reopen(used));
    else if (code.startsWith('SES')) {
      // A write that rotates the token (a login) may have answered the server but not yet us.
      if (method === 'GET') await queueTail;
      recovered = await reopen(used);
    } else return first;
    if (!recovered || !session) return false;

    // One retry only: whatever the second answer is, the caller gets it.
    const retried = session;
    const second = await send(method, path, body, retried, opts.signal);
    clearsUser(second);
    return second !== false && second.response ? rotated(second, retried) : second;
  }

  /**
   * A success that carries `token` (login, password change) has given the session a new one, and
   * the one it was sent with no longer works: every later call sends the new one.
   */
  function rotated(answer: Envelope, sentWith: AppSession): Envelope {
    const token = 'token' in answer ? readToken(answer.token) : null;
    if (token) adopt({ appAuth: sentWith.appAuth, token });
    return answer;
  }

  /** Writes run one at a time in call order, each including its own session recovery and retry. */
  function enqueue<R>(task: () => Promise<R>): Promise<R> {
    const run = queueTail.then(task);
    queueTail = run.catch(() => undefined);
    return run;
  }

  function request<T>(
    method: Method,
    path: string,
    body: Body | undefined,
    opts: RequestOptions = {},
  ): Promise<ApiAnswer<T>> {
    const run = () => call(method, path, body, opts);
    // The transport does not check each call's shape; the envelope's `response` flag is checked.
    return (method === 'GET' ? run() : enqueue(run)) as Promise<ApiAnswer<T>>;
  }

  return {
    start,
    isAvailable: () => state === 'ready',
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    del: (path, body, opts) => request('DELETE', path, body, opts),
  };
}
