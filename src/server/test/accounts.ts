import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Lang } from '../../shared/lang';
import { isValidCpf } from '../../shared/rules/cpf';
import type { DbHandle } from '../db/client';
import { customers } from '../db/schema/customers';
import { rateLimits } from '../db/schema/sessions';
import type { MailMessage } from '../lib/mail-template';
import { hashPassword } from '../lib/password-hash';
import { call, readOutbox, type SessionHeaders } from './harness';

/** Test helpers of the accounts modules (not a test file itself). */

const used = new Set<string>();

/** A valid CPF (digits) not handed out before in this process. */
export function newCpf(): string {
  for (;;) {
    const cpf = generateCpf();
    if (isValidCpf(cpf) && !used.has(cpf)) {
      used.add(cpf);
      return cpf;
    }
  }
}

export interface TestCustomer {
  id: number;
  doc: string;
  password: string;
  email: string;
  name: string;
}

/** A customer written straight to the database, with a real argon2id hash. */
export async function addCustomer(
  handle: DbHandle,
  opts: { password?: string; lang?: Lang; emailValid?: boolean; name?: string } = {},
): Promise<TestCustomer> {
  const doc = newCpf();
  const password = opts.password ?? 'Secreta#2026';
  const name = opts.name ?? 'Ana Maria Teste';
  const email = `c${doc}@example.com`;
  const [row] = await handle.db
    .insert(customers)
    .values({
      name,
      doc,
      email,
      emailValid: opts.emailValid ?? true,
      cellphone: '19991234567',
      cityId: 9896,
      termsAcceptedAt: new Date(),
      passwordHash: await hashPassword(password),
      lang: opts.lang ?? 'pt-BR',
    })
    .returning({ id: customers.id });
  return { id: row.id, doc, password, email, name };
}

const SECRET_KEY = /password|pswd|hash/i;

/** Fails the test when any key anywhere in a response names a password or a hash. */
export function expectNoSecrets(value: unknown, path = 'body'): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      expectNoSecrets(v, `${path}[${i}]`);
    });
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      // `fields` names the request's own fields (pswd_current...) to show their messages.
      if (path === 'body' && key === 'fields') continue;
      expect(SECRET_KEY.test(key), `${path}.${key}`).toBe(false);
      expectNoSecrets(v, `${path}.${key}`);
    }
  }
}

export type Body = Record<string, unknown> & {
  response: boolean;
  error?: string;
  message?: string;
  fields?: Record<string, string>;
};

/** call() that also checks the answer never carries a password or hash key. */
export async function api(
  app: FastifyInstance,
  opts: InjectOptions & { headers?: Record<string, string> },
): Promise<Body> {
  const { body } = await call<Body>(app, opts);
  expectNoSecrets(body);
  return body;
}

/**
 * Like the web client, takes the new token a successful answer carries (login, password change)
 * into the session headers, in place: the old one no longer works.
 */
export function adoptToken(headers: SessionHeaders, body: Body): void {
  const token = body.token as { name: string; value: string } | undefined;
  if (body.response && token) headers[token.name] = token.value;
}

/** POST /auth/login; on success `headers` carry the session's new token. */
export async function login(
  app: FastifyInstance,
  headers: SessionHeaders,
  payload: { document: string; password: string; device?: string },
  remoteAddress?: string,
): Promise<Body> {
  const body = await api(app, { method: 'POST', url: '/app/auth/login', headers, payload, remoteAddress });
  adoptToken(headers, body);
  return body;
}

export async function clearRateLimits(handle: DbHandle): Promise<void> {
  await handle.db.delete(rateLimits);
}

/** The e-mails sent to one address, oldest first. */
export async function mailsTo(outboxDir: string, to: string): Promise<MailMessage[]> {
  return (await readOutbox(outboxDir)).filter((m) => m.to === to);
}
