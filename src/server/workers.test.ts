import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE } from './db/app-database';
import { type DbHandle, openDb } from './db/client';
import { startEmbeddedPostgres, stopEmbeddedPostgres } from './db/embedded-postgres';
import { addCompany } from './test/companies-fixtures';
import {
  freePort,
  openHttpSession,
  postFresh,
  type ServerProcess,
  startServerProcess,
} from './test/server-process';

/*
 * WORKERS=2: two server processes behind one port. node:cluster hands each new connection to the
 * next worker in turn, so calls on fresh connections alternate between them; what one process
 * knows (its catalogue cache, a rate-limit counter) must hold for both.
 */

interface Answer {
  response: boolean;
  error?: string;
  data?: { name: string }[];
}

/** One call on a connection of its own (no keep-alive), so consecutive calls reach both workers. */
const callFresh = (base: string, path: string, headers: Record<string, string>, body: unknown) =>
  postFresh<Answer>(base, path, headers, body);

describe('two server processes on one port (WORKERS=2)', () => {
  let dataDir: string;
  let server: ServerProcess;
  let handle: DbHandle;
  let session: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'catalogo-workers-'));
    await chmod(dataDir, 0o755);
    server = await startServerProcess({ dataDir, port: await freePort(), env: { WORKERS: '2' } });
    // The database the workers use, for writes made as another process would (no cache call).
    const embedded = await startEmbeddedPostgres({ dir: join(dataDir, 'pg') });
    handle = await openDb({ databaseUrl: embedded.url(EMBEDDED_DATABASE) });
    session = (await openHttpSession(server.base)) ?? {};
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await stopEmbeddedPostgres(join(dataDir, 'pg'));
    await rm(dataDir, { recursive: true, force: true });
  });

  let listCalls = 0;
  const namesFound = async () => {
    listCalls += 1;
    const answer = await callFresh(server.base, '/app/companies/list', session, {
      page: 1,
      search: 'quokka',
    });
    return answer.data?.map((c) => c.name);
  };

  it('drops both workers’ cached catalogue pages when the catalogue changes', async () => {
    const company = await addCompany(handle, { tradeName: 'Quokka Forjados', rate: null });
    // Both workers compute and cache the page.
    for (let i = 0; i < 4; i++) expect(await namesFound()).toEqual(['Quokka Forjados']);

    await handle.db.execute(
      sql`update companies set trade_name = 'Quokka Fundidos' where id = ${company.id}`,
    );
    // Well within the cache's 5 s lifetime: only the change notification can explain fresh pages.
    const deadline = Date.now() + 1_500;
    let answers: unknown[] = [];
    do {
      answers = [await namesFound(), await namesFound(), await namesFound(), await namesFound()];
    } while (answers.some((a) => JSON.stringify(a) !== '["Quokka Fundidos"]') && Date.now() < deadline);
    expect(answers).toEqual(Array(4).fill(['Quokka Fundidos']));
  });

  it('counts login failures for a CPF across both workers', async () => {
    const login = () =>
      callFresh(server.base, '/app/auth/login', session, {
        document: '52998224725',
        password: 'Wrong#2026x',
      });
    // Five failures, spread over both workers, lock the CPF: the sixth is refused as locked.
    for (let i = 0; i < 5; i++) expect((await login()).error).toBe('AUT001');
    expect((await login()).error).toBe('AUT002');
  }, 60_000);

  it('reports the requests of both workers in /app/metrics, whichever answers', async () => {
    const line = 'http_requests_total{method="POST",route="/app/companies/list",status_code="200"}';
    for (let i = 0; i < 2; i++) {
      const text = await (await fetch(`${server.base}/app/metrics`)).text();
      const found = text.split('\n').find((l) => l.startsWith(`${line} `));
      expect(Number(found?.slice(line.length + 1))).toBe(listCalls);
    }
  });
});
