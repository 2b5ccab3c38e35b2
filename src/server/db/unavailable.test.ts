import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb } from './client';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, dropped or not-yet-accepting connection, also wrapped as a cause', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: new Error('Connection terminated') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves faults of the statement or of the code alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('a server whose database cannot be reached', () => {
  it('answers 503 GEN503 with Retry-After, in the caller’s language', async () => {
    // Port 1 on loopback: nothing listens, every connection is refused at once.
    const handle = await openDb({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/nowhere' });
    const config = loadConfig({
      DATA_DIR: join(tmpdir(), 'catalogo-unavailable-test'),
      LOG_LEVEL: 'silent',
      WEB_DIR: join(tmpdir(), 'catalogo-unavailable-test', 'no-web'),
    });
    const app = await buildApp({ config, db: handle, closeDb: true, logger: false });
    try {
      for (const [lang, text] of [
        ['en', 'The service is briefly unavailable'],
        ['pt-BR', 'O serviço está indisponível'],
      ]) {
        const res = await app.inject({
          method: 'GET',
          url: '/app/session/open',
          headers: { 'app-language': lang },
        });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        const body = res.json() as { response: boolean; error: string; message: string };
        expect(body).toMatchObject({ response: false, error: 'GEN503' });
        expect(body.message).toContain(text);
      }
    } finally {
      await app.close();
    }
  });
});
