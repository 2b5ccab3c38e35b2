import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { newCpf } from '../test/accounts';
import { createTestApp, openSession, type TestApp } from '../test/harness';

/*
 * A database fault is logged without the statement's values (issue 11): Drizzle's error repeats
 * them in its message and `params`, and they are CPFs, e-mails, phones and password hashes.
 */

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    db: t.db,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  // Registration of this one name fails in the database, as any unforeseen fault would.
  await t.db.db.execute(
    sql`ALTER TABLE customers ADD CONSTRAINT test_forced_fault CHECK (name <> 'Falha Forçada') NOT VALID`,
  );
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('database errors in the log', () => {
  it('carry the SQL and the cause, but no CPF, e-mail, phone or password hash', async () => {
    const doc = newCpf();
    const email = `falha.${doc}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/app/customer/register',
      headers: await openSession(app),
      payload: {
        name: 'Falha Forçada',
        document: doc,
        email,
        emailConfirm: email,
        cellphone: '19 97654-3210',
        password: 'Falha#2026x',
        passwordConfirm: 'Falha#2026x',
        city: 9896,
        terms: true,
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ response: false, error: 'GEN500' });

    const failed = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failed?.err?.message).toMatch(/insert into "customers"/);
    // What the fault needs stays: the statement and the database's own reason.
    expect(JSON.stringify(failed?.err)).toMatch(/test_forced_fault/);
    const logged = lines.join('\n');
    for (const value of [doc, email, '19976543210', 'Falha Forçada', '$argon2id']) {
      expect(logged, value).not.toContain(value);
    }
  });
});
