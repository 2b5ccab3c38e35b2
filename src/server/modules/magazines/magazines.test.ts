import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MagazineItem } from '../../../shared/schemas/catalogue-read';
import { insertFiles, webp } from '../../db/demo/files';
import { minimalPdf } from '../../db/demo/pdf';
import { magazines } from '../../db/schema/catalogue-content';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { MAGAZINES_PAGE_SIZE } from './magazines-service';

type Answer = {
  response: boolean;
  data: MagazineItem[];
  records: number;
  total: number;
  error?: string;
  fields?: Record<string, string>;
};

const COUNT = 15;
const MONTHS = [
  ['Março', 'March'],
  ['Junho', 'June'],
  ['Outubro', 'October'],
] as const;

let t: TestApp;
let en: SessionHeaders;
let pt: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  const files = await insertFiles(
    t.db.db,
    Array.from({ length: COUNT }, (_, i) => [
      webp('magazine-cover', `capa-${i}.webp`, Buffer.from(`cover ${i}`)),
      {
        kind: 'magazine-pdf' as const,
        name: `revista-${i}.pdf`,
        mime: 'application/pdf',
        bytes: minimalPdf([`n ${i}`]),
      },
    ]).flat(),
  );
  await t.db.db.insert(magazines).values([
    ...Array.from({ length: COUNT }, (_, i) => ({
      namePt: `Edição ${i + 1} — ${MONTHS[i % 3][0]}`,
      nameEn: `Issue ${i + 1} — ${MONTHS[i % 3][1]}`,
      date: `2024-01-${String(i + 1).padStart(2, '0')}`,
      // The third has no cover: the list still shows it.
      coverFileId: i === 2 ? null : files[2 * i],
      fileId: files[2 * i + 1],
    })),
    // A magazine whose PDF is gone has nothing to open.
    { namePt: 'Sem arquivo', nameEn: 'No file', date: '2030-01-01', coverFileId: null, fileId: null },
  ]);
  en = await openSession(t.app, 'en');
  pt = await openSession(t.app, 'pt-BR');
});
afterAll(async () => {
  await t.close();
});

const list = (payload: unknown, headers = en) =>
  call<Answer>(t.app, { method: 'POST', url: '/app/magazines/list', headers, payload: payload as object });

describe('POST /magazines/list', () => {
  it('answers the latest n with {records}', async () => {
    const { body } = await list({ records: 4 });
    expect(body).toMatchObject({ response: true, records: 4, total: COUNT });
    expect(body.data.map((m) => m.date)).toEqual(['2024-01-15', '2024-01-14', '2024-01-13', '2024-01-12']);
    expect(body.data[0]).toEqual({
      reqId: expect.any(String),
      name: 'Issue 15 — October',
      date: '2024-01-15',
      cover: expect.stringMatching(/^\/files\/[\w-]+$/),
      file: expect.stringMatching(/^\/files\/[\w-]+$/),
    });
  });

  it('pages newest first without overlap; the last page is short', async () => {
    const first = await list({ search: '', page: 1 });
    const second = await list({ page: 2 });
    expect(first.body.records).toBe(MAGAZINES_PAGE_SIZE);
    expect(first.body.data).toHaveLength(MAGAZINES_PAGE_SIZE);
    expect(second.body.data).toHaveLength(COUNT - MAGAZINES_PAGE_SIZE);
    const dates = [...first.body.data, ...second.body.data].map((m) => m.date);
    expect(new Set(dates).size).toBe(COUNT);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body.data.find((m) => m.name === 'Issue 3 — October')).toBeUndefined();
    expect(second.body.data.find((m) => m.name === 'Issue 3 — October')?.cover).toBeNull();
  });

  it('names and searches in the request language, accents ignored', async () => {
    const ptAnswer = await list({ search: 'MARCO', page: 1 }, pt);
    expect(ptAnswer.body.total).toBe(5);
    expect(ptAnswer.body.data.every((m) => m.name.endsWith('Março'))).toBe(true);
    expect((await list({ search: 'march' }, pt)).body.total).toBe(0);
    expect((await list({ search: 'march' }, en)).body.total).toBe(5);
    expect((await list({ search: 'edição 1' }, pt)).body.data.map((m) => m.name)).toEqual([
      'Edição 15 — Outubro',
      'Edição 14 — Junho',
      'Edição 13 — Março',
      'Edição 12 — Outubro',
      'Edição 11 — Junho',
      'Edição 10 — Março',
      'Edição 1 — Março',
    ]);
    // '%' is no word: it is neither a wildcard nor a filter.
    expect((await list({ search: '%' }, pt)).body.total).toBe(COUNT);
    expect((await list({ search: '100%' }, pt)).body.total).toBe(0);
  });

  it('finds a full title typed with its punctuation (issue 12 item 14)', async () => {
    const names = async (search: string, headers: SessionHeaders) =>
      (await list({ search }, headers)).body.data.map((m) => m.name);
    expect(await names('Issue 3 — October', en)).toEqual(['Issue 3 — October']);
    expect(await names('Edição 3 — Outubro', pt)).toEqual(['Edição 3 — Outubro']);
    // Other dashes and quotes people paste or phones type.
    expect(await names('Issue 3 – October', en)).toEqual(['Issue 3 — October']);
    expect(await names('“Issue 3”: October.', en)).toEqual(['Issue 3 — October']);
  });

  it('links a PDF that opens inline under its name', async () => {
    const { body } = await list({ records: 1 });
    const res = await t.app.inject({ method: 'GET', url: body.data[0].file });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="revista-14\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a records value out of range with VAL001', async () => {
    for (const records of [0, 101, 'many']) {
      const res = await list({ records });
      expect(res.body).toMatchObject({
        response: false,
        error: 'VAL001',
        fields: { records: expect.any(String) },
      });
    }
  });
});
