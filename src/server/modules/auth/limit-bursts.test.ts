import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopEmbeddedPostgres } from '../../db/embedded-postgres';
import { newCpf } from '../../test/accounts';
import {
  freePort,
  openHttpSession,
  postFresh,
  type ServerProcess,
  startServerProcess,
} from '../../test/server-process';
import { LIMITS } from '../rate-limit/rate-limit-service';

/*
 * Bursts against the brute-force limits, on two server processes (WORKERS=2: node:cluster hands
 * each new connection to the next worker, so a burst on fresh connections reaches both). A limit
 * holds when no burst gets more guesses checked than its `max`: AUT001 / AUT004 are checked
 * guesses, AUT002 refusals. Each case speaks for a client address of its own (TRUST_PROXY).
 */

interface Answer {
  response: boolean;
  error?: string;
}

/** How many answers of a burst carry each error code. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const code = a.error ?? 'ok';
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

describe('brute-force limits under bursts, on two server processes', () => {
  let dataDir: string;
  let server: ServerProcess;
  let session: Record<string, string>;
  const as = (address: string) => ({ ...session, 'x-forwarded-for': address });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'catalogo-bursts-'));
    await chmod(dataDir, 0o755);
    server = await startServerProcess({
      dataDir,
      port: await freePort(),
      env: { WORKERS: '2', TRUST_PROXY: 'loopback' },
    });
    session = (await openHttpSession(server.base)) ?? {};
  }, 180_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await stopEmbeddedPostgres(join(dataDir, 'pg'));
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`checks at most ${LIMITS.loginAddress.max} of 200 parallel logins from one address`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        postFresh<Answer>(server.base, '/app/auth/login', as('203.0.113.1'), {
          document: newCpf(),
          password: 'Wrong#2026x',
        }),
      ),
    );
    const counts = tally(answers);
    expect(counts.AUT001).toBe(LIMITS.loginAddress.max);
    expect(counts.AUT002).toBe(200 - LIMITS.loginAddress.max);
  }, 120_000);

  it(`checks at most ${LIMITS.loginCpfAddress.max} of 40 parallel logins on one CPF`, async () => {
    const document = newCpf();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        postFresh<Answer>(server.base, '/app/auth/login', as('203.0.113.2'), {
          document,
          password: 'Wrong#2026x',
        }),
      ),
    );
    const counts = tally(answers);
    expect(counts.AUT001).toBe(LIMITS.loginCpfAddress.max);
    expect(counts.AUT002).toBe(40 - LIMITS.loginCpfAddress.max);
  }, 120_000);

  it(`checks at most ${LIMITS.recoveryCodeAddress.max} of 60 parallel wrong recovery codes`, async () => {
    const address = '203.0.113.3';
    const asked = await postFresh<Answer>(server.base, '/app/auth/recover', as(address), {
      document: newCpf(),
    });
    expect(asked.response).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        postFresh<Answer>(server.base, '/app/auth/validate_recv_token', as(address), {
          token: String(10_000_000 + i),
        }),
      ),
    );
    const counts = tally(answers);
    expect(counts.AUT004).toBe(LIMITS.recoveryCodeAddress.max);
    expect(counts.AUT002).toBe(60 - LIMITS.recoveryCodeAddress.max);
  }, 120_000);
});
