import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../test/harness';
import { redactContext, redactUrl, serializeError, serializeRequest } from './log-redaction';

describe('log redaction', () => {
  it('hides the secret of e-mailed links', () => {
    expect(redactUrl('/email_confirm/customer/abcDEF123')).toBe('/email_confirm/customer/[redacted]');
    expect(redactUrl('/newsletter_confirm/tok?x=1')).toBe('/newsletter_confirm/[redacted]?x=1');
    expect(redactUrl('/quote-rate/Zx9')).toBe('/quote-rate/[redacted]');
  });

  it('leaves other URLs alone and never copies headers', () => {
    expect(redactUrl('/companies?search=metal')).toBe('/companies?search=metal');
    const out = serializeRequest({ method: 'GET', url: '/app/health', ip: '127.0.0.1' });
    expect(out).toEqual({ method: 'GET', url: '/app/health', remoteAddress: '127.0.0.1' });
  });
});

describe('serializeError', () => {
  it("hides a failed query's values in its message, stack, fields and cause", () => {
    const cause = Object.assign(new Error('invalid input syntax for type bigint: "52998224725"'), {
      code: '22P02',
      detail: 'Failing row contains (52998224725, ana@example.com).',
    });
    const params = ['Ana', '52998224725', 'ana@example.com', '$argon2id$v=19$m=19456,t=2,p=1$abc$def', 7];
    const err = Object.assign(
      new Error(`Failed query: insert into "customers" values ($1)\nparams: ${params}`),
      {
        query: 'insert into "customers" values ($1)',
        params,
        cause,
      },
    );
    const out = serializeError(err);
    const text = JSON.stringify(out);
    for (const value of params.slice(1, 4)) expect(text).not.toContain(String(value));
    expect(out.message).toBe('Failed query: insert into "customers" values ($1)\nparams: [redacted]');
    expect(out.query).toBe('insert into "customers" values ($1)');
    expect(out.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type bigint: "[redacted]"',
    });
  });

  it("hides the data PostgreSQL quotes in an error's context, keeping the rest", async () => {
    const { handle, drop } = await openTestDb();
    try {
      // A lone surrogate in a JSON parameter: PostgreSQL's context quotes some 40 characters of it.
      const value = '{"title":"Peças 52998224725 ana@example.com \\ud800 fim"}';
      const failed = await handle.db.execute(sql`select ${value}::jsonb`).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(failed).toBeInstanceOf(Error);
      const driver = (failed as Error & { cause?: { where?: string } }).cause;
      expect(driver?.where).toContain('52998224725');
      const text = JSON.stringify(serializeError(failed as Error));
      expect(text).not.toContain('52998224725');
      expect(text).not.toContain('ana@example.com');
      expect(text).toContain('JSON data, line 1: [redacted]');
    } finally {
      await drop();
    }
  });

  it('redacts the quotes of every context PostgreSQL writes about data', () => {
    expect(redactContext('JSON data, line 1: {"cpf":"5299...\nunnamed portal parameter $1 = \'52998\'')).toBe(
      'JSON data, line 1: [redacted]\nunnamed portal parameter $1 = [redacted]',
    );
    expect(redactContext('COPY customers, line 2, column doc: "52998224725"')).toBe(
      'COPY customers, line 2, column doc: [redacted]',
    );
    expect(redactContext('PL/pgSQL function refresh() line 3 at SQL statement')).toBe(
      'PL/pgSQL function refresh() line 3 at SQL statement',
    );
  });

  it('leaves other errors as the standard serializer would, and survives non-errors', () => {
    const out = serializeError(Object.assign(new TypeError('boom'), { statusCode: 500 }));
    expect(out).toMatchObject({ type: 'TypeError', message: 'boom', statusCode: 500 });
    expect(out.stack).toContain('boom');
    expect(serializeError('text' as unknown as Error)).toEqual({
      type: 'string',
      message: 'text',
      stack: '',
    });
  });
});
