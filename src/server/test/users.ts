import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Lang } from '../../shared/lang';
import { PLACES } from '../../shared/limits';
import { customers } from '../db/schema/customers';
import { appSessions } from '../db/schema/sessions';
import { hashSecret } from '../lib/ids';
import { bindUser } from '../modules/session/session-service';
import { openSession, type SessionHeaders, type TestApp } from './harness';

export interface NewUser {
  name?: string;
  /** 11 digits; a random valid CPF when left out. */
  doc?: string;
  email?: string;
  password?: string;
  /** Language of the user's e-mails and of the session headers. */
  lang?: Lang;
  cityId?: number;
  emailValid?: boolean;
}

export interface TestUser {
  id: number;
  doc: string;
  email: string;
  password: string;
  /** A fresh app session with this user logged in: app-auth, app-token, app-language. */
  headers: SessionHeaders;
}

let serial = 0;

/**
 * A customer (argon2id password hash, like registration stores) logged in on a new app session,
 * without going through /auth/login, so any module's tests can act as a user.
 */
export async function createUser(t: Pick<TestApp, 'app' | 'db'>, opts: NewUser = {}): Promise<TestUser> {
  serial += 1;
  const doc = opts.doc ?? generateCpf();
  const password = opts.password ?? 'Senha#Teste9';
  const lang = opts.lang ?? 'en';
  const email = opts.email ?? `user${serial}.${doc}@example.com`;
  const [row] = await t.db.db
    .insert(customers)
    .values({
      name: opts.name ?? `Test User ${serial}`,
      doc,
      email,
      emailValid: opts.emailValid ?? true,
      cellphone: '19991234567',
      cityId: opts.cityId ?? PLACES.homeCityId,
      termsAcceptedAt: new Date(),
      passwordHash: await hash(password),
      lang,
    })
    .returning({ id: customers.id });
  const headers = await openSession(t.app, lang);
  const [session] = await t.db.db
    .select({ id: appSessions.id })
    .from(appSessions)
    .where(eq(appSessions.authHash, hashSecret(headers['app-auth'])));
  const token = await bindUser(t.db.db, session.id, row.id, null);
  headers[token.name] = token.value;
  return { id: row.id, doc, email, password, headers };
}
