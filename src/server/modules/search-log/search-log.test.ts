import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { addCompany } from '../../test/companies-fixtures';
import { rowsOf } from '../../test/databases';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';
import { writeSearchCounts } from './search-log-repository';
import { flushSearchLog, loggedWords, openedSearches } from './search-log-service';

// Issue 32 item 6: every search counted, per day, language and normalised words, without anything
// that identifies a person; a company opened from a search; the back office's view; who may read it.

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let companyReqId: string;
let companyId: number;
const sessions: SessionHeaders[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin']);
  buyer = await createStaff(t, [], { lang: 'pt-BR' });
  const added = await addCompany(t.db, { tradeName: 'Usinagem Log Precisa', aboutShort: 'Usinagem CNC' });
  companyId = added.id;
  companyReqId = added.reqId;
  bypassCatalogueCache(t.db.db);
  for (let i = 0; i < 3; i += 1) sessions.push(await openSession(t.app, 'pt-BR'));
}, 180_000);
afterAll(async () => {
  await t.close();
});

const list = (headers: SessionHeaders, body: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/app/companies/list', headers, payload: body });
const opened = (headers: SessionHeaders, search: string, company: string) =>
  call(t.app, { method: 'POST', url: '/app/companies/search_opened', headers, payload: { search, company } });
const log = (headers: SessionHeaders, body: Record<string, unknown> = {}) =>
  call<Record<string, unknown> & { top: Record<string, unknown>[]; nothing: Record<string, unknown>[] }>(
    t.app,
    { method: 'POST', url: '/app/admin/search_log', headers, payload: body },
  );

async function table(name: 'search_log' | 'search_log_opens' | 'search_log_marks') {
  return rowsOf<Record<string, unknown>>(await t.db.db.execute(sql.raw(`select * from ${name}`)));
}

describe('the search log', () => {
  it('keeps the words accent-free and lower-case, and never an e-mail address or a long number', () => {
    expect(loggedWords('  Usinagem  CNC — Aço ')).toBe('usinagem cnc aco');
    expect(loggedWords('ISO 9001 14001')).toBe('iso 9001 14001');
    expect(loggedWords('529.982.247-25')).toBeNull();
    expect(loggedWords('fulano@example.com')).toBeNull();
    expect(loggedWords('(19) 3422-1234')).toBeNull();
    expect(loggedWords('¿?')).toBeNull();
  });

  it('counts searches and sessions per language, first pages only, in a burst too', async () => {
    const [a, b] = sessions;
    await Promise.all([
      list(a, { search: 'Usinagem CNC' }),
      list(a, { search: 'usinagem  cnc' }),
      list(b, { search: 'USINAGEM CNC' }),
      list(b, { search: 'usinagem cnc', page: 2 }),
      list({ ...a, 'app-language': 'en' }, { search: 'usinagem cnc' }),
      ...Array.from({ length: 20 }, () => list(b, { search: 'zzqx nada' })),
    ]);
    await flushSearchLog(t.db.db);
    const rows = await table('search_log');
    const pt = rows.find((r) => r.lang === 'pt-BR' && r.words === 'usinagem cnc');
    expect(pt).toMatchObject({ searches: 3, sessions: 2, found_nothing: 0, results: 1 });
    expect(rows.find((r) => r.lang === 'en' && r.words === 'usinagem cnc')).toMatchObject({
      searches: 1,
      sessions: 1,
    });
    expect(rows.find((r) => r.words === 'zzqx nada')).toMatchObject({
      searches: 20,
      sessions: 1,
      found_nothing: 20,
      results: 0,
    });
    // A session searching again later the same day is not a new session.
    await list(a, { search: 'usinagem cnc' });
    await flushSearchLog(t.db.db);
    const again = (await table('search_log')).find((r) => r.lang === 'pt-BR' && r.words === 'usinagem cnc');
    expect(again).toMatchObject({ searches: 4, sessions: 2 });
  });

  it('counts companies opened from a search, once a session; an unknown company is skipped', async () => {
    for (const s of sessions)
      expect((await opened(s, 'usinagem cnc', companyReqId)).body).toEqual({ response: true });
    await opened(sessions[0], 'Usinagem CNC', companyReqId);
    expect((await opened(sessions[0], 'usinagem cnc', 'no-such-company')).body).toEqual({ response: true });
    await flushSearchLog(t.db.db);
    const rows = await table('search_log_opens');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ words: 'usinagem cnc', company_id: companyId, opens: 4, sessions: 3 });
  });

  it("gives a company's insights only the searches made by three sessions or more", async () => {
    const today = saoPauloDay();
    const [a, b, c] = sessions;
    await list(a, { search: 'caldeiraria inox' });
    await list(b, { search: 'caldeiraria inox' });
    for (const s of [a, b, c]) await opened(s, 'caldeiraria inox', companyReqId);
    await flushSearchLog(t.db.db);
    const searches = await openedSearches(t.db.db, companyId, today, today);
    expect(searches.map((s) => s.words)).not.toContain('caldeiraria inox');
    await list(c, { search: 'Caldeiraria Inox' });
    await flushSearchLog(t.db.db);
    expect(await openedSearches(t.db.db, companyId, today, today)).toContainEqual({
      words: 'caldeiraria inox',
      opened: 3,
    });
  });

  it('holds nothing that identifies a person, in any column of its tables', async () => {
    // A logged-in buyer searches, also for their own CPF and e-mail, and opens a company.
    await list(buyer.headers, { search: 'caldeiraria pesada' });
    await list(buyer.headers, { search: buyer.doc });
    await list(buyer.headers, { search: buyer.email });
    await opened(buyer.headers, 'caldeiraria pesada', companyReqId);
    await flushSearchLog(t.db.db);
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.db.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name like 'search_log%' order by table_name, ordinal_position`),
    ).map((c) => `${c.table_name}.${c.column_name}`);
    // A new column is a decision: this list changes with it, in a change someone reviews.
    expect(columns).toEqual([
      'search_log.day',
      'search_log.lang',
      'search_log.words',
      'search_log.searches',
      'search_log.sessions',
      'search_log.found_nothing',
      'search_log.results',
      'search_log_marks.day',
      'search_log_marks.mark',
      'search_log_opens.day',
      'search_log_opens.lang',
      'search_log_opens.words',
      'search_log_opens.company_id',
      'search_log_opens.opens',
      'search_log_opens.sessions',
    ]);
    const secrets = [...sessions, buyer.headers].flatMap((h) => Object.values(h).filter((v) => v.length > 8));
    const sessionRows = rowsOf<Record<string, unknown>>(
      await t.db.db.execute(sql`select * from app_sessions`),
    );
    const sessionValues = sessionRows.flatMap((r) =>
      Object.values(r)
        .filter((v) => v !== null && typeof v !== 'number')
        .map((v) => (Buffer.isBuffer(v) ? v.toString('hex') : String(v))),
    );
    const personal = [
      buyer.doc,
      buyer.email,
      '127.0.0.1',
      'lightMyRequest',
      ...secrets,
      ...secrets.map((s) => createHash('sha256').update(s).digest('hex')),
      ...sessionValues.filter((v) => v.length >= 16),
    ];
    let read = 0;
    for (const name of ['search_log', 'search_log_opens', 'search_log_marks'] as const) {
      for (const row of await table(name)) {
        for (const [column, value] of Object.entries(row)) {
          read += 1;
          const text = Buffer.isBuffer(value) ? value.toString('hex') : String(value);
          for (const p of personal) expect(text, `${name}.${column}`).not.toContain(p);
        }
      }
    }
    expect(read).toBeGreaterThan(20);
    const words = (await table('search_log')).map((r) => r.words);
    expect(words).toContain('caldeiraria pesada');
    expect(words.some((w) => String(w).includes('example') || /\d{8}/.test(String(w)))).toBe(false);
    // The marks live one day: a flush on a later day deletes them.
    await writeSearchCounts(t.db.db, [], [], '2999-01-01');
    expect(await table('search_log_marks')).toEqual([]);
  });
});

describe('the back office view', () => {
  it('lists the month’s most frequent searches and those that found nothing, by language', async () => {
    const { body } = await log(admin.headers);
    expect(body.response).toBe(true);
    expect(body.month).toBe(saoPauloDay().slice(0, 7));
    expect(body.months).toEqual([saoPauloDay().slice(0, 7)]);
    expect(body.top[0]).toMatchObject({ words: 'zzqx nada', lang: 'pt-BR', searches: 20, foundNothing: 20 });
    expect(body.top).toContainEqual(
      expect.objectContaining({ words: 'usinagem cnc', lang: 'pt-BR', searches: 4, sessions: 2, opened: 4 }),
    );
    expect(body.nothing.map((r) => r.words)).toEqual(['zzqx nada', 'caldeiraria inox', 'caldeiraria pesada']);
    const en = (await log(admin.headers, { lang: 'en' })).body;
    expect(en.top.map((r) => [r.words, r.lang])).toEqual([['usinagem cnc', 'en']]);
    const old = (await log(admin.headers, { month: '2020-01' })).body;
    expect(old).toMatchObject({ response: true, month: '2020-01', top: [], nothing: [] });
  });

  it('refuses a bad month or language, naming the field', async () => {
    for (const payload of [{ month: '2026-13' }, { month: '2026-1' }, { lang: 'fr' }, { month: 'x\u0000' }]) {
      const { body } = await log(admin.headers, payload);
      expect(body).toMatchObject({ response: false, error: 'VAL001' });
      expect(Object.keys(body.fields as object)).toEqual([Object.keys(payload)[0]]);
    }
  });

  it('is refused to visitors, customers and editors; the open report needs a session', async () => {
    const editor = await createStaff(t, ['editor']);
    expect((await log(await openSession(t.app))).body).toMatchObject({ response: false, error: 'SES006' });
    expect((await log(buyer.headers)).body).toMatchObject({ response: false, error: 'STF001' });
    expect((await log(editor.headers)).body).toMatchObject({ response: false, error: 'STF001' });
    const bare = await call(t.app, {
      method: 'POST',
      url: '/app/companies/search_opened',
      payload: { search: 'x', company: companyReqId },
    });
    expect(bare.body).toMatchObject({ response: false, error: 'SES001' });
  });
});
