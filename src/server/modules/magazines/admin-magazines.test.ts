import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMagazine } from '../../../shared/schemas/admin-publish';
import { type EditorAnswer, editorCalls } from '../../test/editor-calls';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { api, PDF, toBase64, ZIP } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

/* The magazines' back office (split from admin-publish.test.ts, issue 31 item 4). */
let t: TestApp;
let editor: TestUser;
let visitorEn: SessionHeaders;
let visitorPt: SessionHeaders;
let cover: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor'], { name: 'Eva Editor' });
  visitorEn = await openSession(t.app, 'en');
  visitorPt = await openSession(t.app, 'pt-BR');
  cover = toBase64(
    await sharp({ create: { width: 300, height: 400, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t.close());

const { asEditor, auditOf } = editorCalls(
  () => t,
  () => editor,
);

describe('magazines', () => {
  const publicList = async (headers = visitorEn) =>
    (
      (await api(t, 'POST', '/magazines/list', headers, { records: 10 })).body as unknown as {
        data: { reqId: string; name: string; cover: string | null; file: string }[];
      }
    ).data;

  it('refuses a magazine missing a language, its date or its files, naming each field', async () => {
    const body = await asEditor('/admin/magazines/add', { name_pt: 'Revista', date: 'soon', cover: ZIP });
    expect(body).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['cover', 'date', 'name_en', 'pdf']);
    expect(body.fields?.name_en).toBe('Required field!');
    // A PDF that is not one, by its bytes.
    const notPdf = await asEditor('/admin/magazines/add', {
      name_pt: 'Revista',
      name_en: 'Magazine',
      date: '2026-01-01',
      cover,
      pdf: cover,
    });
    // Issue 30 item 22: refused by its content, saying why, in the request's language.
    expect(notPdf.fields?.pdf).toBe(
      'The file is not a PDF: its content is another kind of file, whatever its name says.',
    );
    const ptHeaders = { ...editor.headers, 'app-language': 'pt-BR' };
    const notPdfPt = (
      await api(t, 'POST', '/admin/magazines/add', ptHeaders, {
        name_pt: 'Revista',
        name_en: 'Magazine',
        date: '2026-01-01',
        cover,
        pdf: cover,
        pdf_name: 'capa.pdf',
      })
    ).body as EditorAnswer;
    expect(notPdfPt.fields?.pdf).toBe(
      'O arquivo não é um PDF: o conteúdo é de outro tipo, seja qual for o nome.',
    );
  });

  it('publishes with cover and PDF, shows it on the public list at once in each language, edits and removes it', async () => {
    const added = await asEditor('/admin/magazines/add', {
      name_pt: 'Indústria em Foco — Março',
      name_en: 'Industry in Focus — March',
      date: '2026-03-01',
      cover,
      pdf: PDF,
      pdf_name: 'industria-marco.pdf',
    });
    expect(added.response, JSON.stringify(added)).toBe(true);
    const magazine = added.data as AdminMagazine;
    expect(magazine).toMatchObject({ namePt: 'Indústria em Foco — Março', date: '2026-03-01' });

    const [shownEn] = await publicList();
    expect(shownEn).toMatchObject({ reqId: magazine.reqId, name: 'Industry in Focus — March' });
    expect((await publicList(visitorPt))[0].name).toBe('Indústria em Foco — Março');
    const coverRes = await t.app.inject({ method: 'GET', url: shownEn.cover ?? '' });
    expect(coverRes.headers['content-type']).toBe('image/webp');
    const pdfRes = await t.app.inject({ method: 'GET', url: shownEn.file });
    expect(pdfRes.headers['content-disposition']).toMatch(/filename="industria-marco\.pdf"/);

    // An edit without files keeps them; the names change.
    const edited = await asEditor('/admin/magazines/edit', {
      req_id: magazine.reqId,
      name_pt: 'Indústria em Foco — Abril',
      name_en: 'Industry in Focus — April',
      date: '2026-04-01',
    });
    expect((edited.data as AdminMagazine).file).toBe(magazine.file);
    expect((await publicList())[0].name).toBe('Industry in Focus — April');

    const list = await asEditor('/admin/magazines/list', { page: 1 });
    expect((list.data as AdminMagazine[]).map((m) => m.reqId)).toEqual([magazine.reqId]);

    expect(await asEditor('/admin/magazines/remove', { req_id: magazine.reqId })).toEqual({ response: true });
    expect(await publicList()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: shownEn.file })).statusCode).toBe(404);
    expect((await asEditor('/admin/magazines/remove', { req_id: magazine.reqId })).error).toBe('NFD001');

    const audit = await auditOf('magazine.edit');
    expect(audit[0]).toMatchObject({
      actor: 'Eva Editor',
      before: { namePt: 'Indústria em Foco — Março' },
      after: { namePt: 'Indústria em Foco — Abril' },
    });
    expect(await auditOf('magazine.remove')).toHaveLength(1);
  });
});
