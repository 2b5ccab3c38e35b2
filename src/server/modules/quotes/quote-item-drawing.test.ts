import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES } from '../../../shared/limits';
import { DRAWING_SAMPLES, EXE } from '../../../shared/rules/test/drawing-samples';
import { createTestApp, type TestApp } from '../../test/harness';
import { pdfTexts } from '../../test/pdf-text';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import { api, type QuoteScenario, quoteScenario, type TestUser, toBase64 } from '../../test/quote-fixtures';
import { openItemQuote, sendLines } from './test/item-quote';
import { invitedToken, outsideCall } from './test/outside';

/* Issue 34 item 1, decision 0046: an item's drawing or datasheet, who attaches it, who reads it. */

let t: TestApp;
let s: QuoteScenario;
let q: ReturnType<typeof quoteCalls>;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  q = quoteCalls(t);
});
afterAll(async () => {
  await t.close();
});

const attach = (
  who: TestUser | undefined,
  reqId: string,
  item: string,
  file: { name: string; content: string },
  lang = 'en',
) =>
  api(t, 'POST', '/quotes/item_drawing', who ? { ...who.headers, 'app-language': lang } : s.visitor, {
    req_id: reqId,
    item,
    file,
  });
const remove = (who: TestUser, reqId: string, item: string) =>
  api(t, 'POST', '/quotes/item_drawing_remove', who.headers, { req_id: reqId, item });
const itemIds = async (reqId: string) =>
  (quoteOf(await q.infoCustomer(s.owner, reqId)).items ?? []).map((i) => i.reqId);
const NOT_FOUND = { response: false, error: 'NFD001' };

describe('attaching a drawing', () => {
  it('takes each kind by its content and answers it to the owner and the recipients', async () => {
    const reqId = await openItemQuote(t, s, 'Drawings of every kind');
    const [item] = await itemIds(reqId);
    for (const [kind, bytes] of Object.entries(DRAWING_SAMPLES)) {
      const res = await attach(s.owner, reqId, item, {
        name: `Flange F-12 ${kind}`,
        content: toBase64(bytes),
      });
      expect(res.body, kind).toMatchObject({
        response: true,
        message: 'The drawing was attached to the item.',
        drawing: { name: `Flange F-12 ${kind}.${kind}`, size: bytes.length, type: kind },
      });
    }
    // The last one (WebP) replaced the others: one drawing per item, in both views.
    const owner = quoteOf(await q.infoCustomer(s.owner, reqId)).items ?? [];
    const company = quoteOf(await q.infoCompany(s.first, reqId)).items ?? [];
    expect(owner[0].drawing).toMatchObject({
      type: 'webp',
      path: `/app/quotes/file/${owner[0].drawing?.reqId}`,
    });
    expect(company[0].drawing).toEqual(owner[0].drawing);
    expect(owner[1].drawing).toBeUndefined();
  });

  it('keeps odd Unicode in the name and gives the supplier the very bytes', async () => {
    const reqId = await openItemQuote(t, s, 'Unicode drawing');
    const [, bar] = await itemIds(reqId);
    const name = 'Eixo Ø50 — «rev. B» 軸 🔩 ñ.step';
    const res = await attach(s.owner, reqId, bar, { name, content: toBase64(DRAWING_SAMPLES.step) });
    expect(res.body).toMatchObject({ response: true, drawing: { name, type: 'step' } });
    const drawing = (quoteOf(await q.infoCompany(s.second, reqId)).items ?? [])[1].drawing;
    const file = await q.file(s.second, drawing?.reqId ?? '');
    expect(file.body).toMatchObject({ response: true, name, mime: 'model/step' });
    expect(Buffer.from(String(file.body.content), 'base64').equals(Buffer.from(DRAWING_SAMPLES.step))).toBe(
      true,
    );
  });

  it('refuses a program renamed .pdf, in words, in both languages', async () => {
    const reqId = await openItemQuote(t, s, 'Renamed program');
    const [item] = await itemIds(reqId);
    const file = { name: 'setup.pdf', content: toBase64(EXE) };
    expect((await attach(s.owner, reqId, item, file)).body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: {
        file: 'setup.pdf is not a PDF, DXF, STEP or image (PNG, JPEG, WebP) file: its content is another kind of file, whatever its name says.',
      },
    });
    expect((await attach(s.owner, reqId, item, file, 'pt-BR')).body).toMatchObject({
      fields: {
        file: 'setup.pdf não é um arquivo PDF, DXF, STEP ou imagem (PNG, JPEG, WebP): o conteúdo dele é de outro tipo, seja qual for o nome.',
      },
    });
    // Plain text is an attachment's kind, not a drawing's.
    const text = await attach(s.owner, reqId, item, {
      name: 'notes.dxf',
      content: toBase64('Tolerances ±0.05'),
    });
    expect(text.body.fields).toMatchObject({ file: expect.stringContaining('notes.dxf is not a PDF, DXF') });
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).items?.[0].drawing).toBeUndefined();
  });

  it('refuses a name of another kind, an empty file and one over the attachments’ size', async () => {
    const reqId = await openItemQuote(t, s, 'Bad files');
    const [item] = await itemIds(reqId);
    const named = await attach(s.owner, reqId, item, {
      name: 'photo.png',
      content: toBase64(DRAWING_SAMPLES.pdf),
    });
    expect(named.body.fields).toEqual({ file: 'photo.png: the file type is not allowed!' });
    const empty = await attach(s.owner, reqId, item, { name: 'empty.pdf', content: '' });
    expect(empty.body.fields).toEqual({ file: expect.any(String) });
    const head = Buffer.from('%PDF-1.4\n');
    const big = Buffer.concat([head, Buffer.alloc(FILES.attachmentBytes + 1 - head.length, 0x20)]);
    const large = await attach(s.owner, reqId, item, { name: 'big.pdf', content: toBase64(big) });
    expect(large.body.fields).toEqual({ file: 'big.pdf: file is larger than the allowed size!' });
  });
});

describe('who may attach or remove', () => {
  it('refuses anyone but the owner, items of another quote, and a quote no longer open', async () => {
    const reqId = await openItemQuote(t, s, 'Refusals');
    const other = await openItemQuote(t, s, 'Another quote');
    const [item] = await itemIds(reqId);
    const [otherItem] = await itemIds(other);
    const file = { name: 'f.pdf', content: toBase64(DRAWING_SAMPLES.pdf) };
    for (const who of [s.otherCustomer, s.first, s.otherCompany]) {
      expect((await attach(who, reqId, item, file)).body).toMatchObject(NOT_FOUND);
    }
    expect((await attach(undefined, reqId, item, file)).body).toMatchObject({
      response: false,
      error: 'SES006',
    });
    expect((await attach(s.owner, reqId, otherItem, file)).body).toMatchObject(NOT_FOUND);
    expect((await attach(s.owner, reqId, 'no-such-item', file)).body).toMatchObject(NOT_FOUND);
    expect((await attach(s.owner, reqId, item, file)).body.response).toBe(true);
    expect((await remove(s.first, reqId, item)).body).toMatchObject(NOT_FOUND);
    expect((await remove(s.owner, other, item)).body).toMatchObject(NOT_FOUND);
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).items?.[0].drawing).toBeDefined();
    await q.cancel(s.owner, reqId);
    expect((await attach(s.owner, reqId, item, file)).body).toMatchObject({
      response: false,
      error: 'QTE001',
    });
    expect((await remove(s.owner, reqId, item)).body).toMatchObject({ response: false, error: 'QTE001' });
  });

  it('removes a drawing and its file; removing again answers the same', async () => {
    const reqId = await openItemQuote(t, s, 'Removal');
    const [item] = await itemIds(reqId);
    const sent = await attach(s.owner, reqId, item, {
      name: 'a.dxf',
      content: toBase64(DRAWING_SAMPLES.dxf),
    });
    const fileReqId = (sent.body.drawing as { reqId: string }).reqId;
    expect((await remove(s.owner, reqId, item)).body).toMatchObject({
      response: true,
      message: 'The drawing was removed from the item.',
    });
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).items?.[0].drawing).toBeUndefined();
    expect((await q.file(s.owner, fileReqId)).body).toMatchObject(NOT_FOUND);
    expect((await remove(s.owner, reqId, item)).body.response).toBe(true);
  });

  it('deletes the file a new drawing replaces', async () => {
    const reqId = await openItemQuote(t, s, 'Replacement');
    const [item] = await itemIds(reqId);
    const first = await attach(s.owner, reqId, item, {
      name: 'a.pdf',
      content: toBase64(DRAWING_SAMPLES.pdf),
    });
    await attach(s.owner, reqId, item, { name: 'b.png', content: toBase64(DRAWING_SAMPLES.png) });
    const oldReqId = (first.body.drawing as { reqId: string }).reqId;
    expect((await q.file(s.owner, oldReqId)).body).toMatchObject(NOT_FOUND);
  });
});

describe('who may read a drawing', () => {
  it('the owner and the recipient companies; nobody else, whatever id they send', async () => {
    const reqId = await openItemQuote(t, s, 'Reading scope');
    const [item] = await itemIds(reqId);
    const sent = await attach(s.owner, reqId, item, {
      name: 'd.pdf',
      content: toBase64(DRAWING_SAMPLES.pdf),
    });
    const fileReqId = (sent.body.drawing as { reqId: string }).reqId;
    for (const who of [s.owner, s.first, s.second]) {
      expect((await q.file(who, fileReqId)).body).toMatchObject({ response: true, name: 'd.pdf' });
    }
    for (const who of [s.otherCustomer, s.otherCompany]) {
      expect((await q.file(who, fileReqId)).body).toMatchObject(NOT_FOUND);
      expect((await q.infoCustomer(who, reqId)).body).toMatchObject(NOT_FOUND);
    }
    expect((await q.file(s.visitor, fileReqId)).body).toMatchObject({ response: false, error: 'SES006' });
    // Not a public file either.
    expect((await t.app.inject({ method: 'GET', url: `/files/${fileReqId}` })).statusCode).toBe(404);
  });

  it('an outside supplier through its invitation, by the same reqId; not one invited to another quote', async () => {
    const reqId = await openItemQuote(t, s, 'Outside reading');
    const other = await openItemQuote(t, s, 'Outside elsewhere');
    const [item] = await itemIds(reqId);
    const sent = await attach(s.owner, reqId, item, {
      name: 'o.step',
      content: toBase64(DRAWING_SAMPLES.step),
    });
    const fileReqId = (sent.body.drawing as { reqId: string }).reqId;
    const token = await invitedToken(t, s.owner, reqId);
    const read = await outsideCall(t, s.visitor, 'read', token);
    expect(JSON.stringify(read.body)).toContain(fileReqId);
    const file = await outsideCall(t, s.visitor, 'file', token, { file: fileReqId });
    expect(file.body).toMatchObject({ response: true, name: 'o.step', mime: 'model/step' });
    const elsewhere = await invitedToken(t, s.owner, other);
    expect((await outsideCall(t, s.visitor, 'file', elsewhere, { file: fileReqId })).body).toMatchObject(
      NOT_FOUND,
    );
  });
});

describe('the comparison for the boss', () => {
  it('names each drawing in the spreadsheet (a last column) and the PDF, never its bytes', async () => {
    const reqId = await openItemQuote(t, s, 'Drawings exported');
    const ids = await itemIds(reqId);
    await attach(s.owner, reqId, ids[0], {
      name: 'Flange F-12 Ø50.pdf',
      content: toBase64(DRAWING_SAMPLES.pdf),
    });
    const lines = ids.map((item) => ({ item, unit_price_cents: 1000, delivery_days: 10 }));
    expect((await sendLines(t, s.first, reqId, { lines })).body.response).toBe(true);
    const call = (path: string) => api(t, 'POST', path, s.owner.headers, { req_id: reqId });

    const workbook = new ExcelJS.Workbook();
    const xlsx = (await call('/quotes/compare_export')).body.content as string;
    await workbook.xlsx.load(Buffer.from(xlsx, 'base64') as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row, n) => {
      rows[n - 1] = (row.values as unknown[]).slice(1);
    });
    const header = rows.findIndex((row) => row?.[0] === '#');
    expect(rows[header]?.at(-1)).toBe('Drawing or datasheet');
    expect(rows[header + 1]?.at(-1)).toBe('Flange F-12 Ø50.pdf');
    expect(rows[header + 2]).not.toContain('Flange F-12 Ø50.pdf');

    const pdf = (await call('/quotes/compare_pdf')).body.content as string;
    const text = pdfTexts(Buffer.from(pdf, 'base64')).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('(Drawing F-12) · Drawing: Flange F-12 Ø50.pdf');
  });
});
