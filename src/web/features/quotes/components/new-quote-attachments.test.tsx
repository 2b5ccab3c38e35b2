import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FILES } from '../../../../shared/limits';
import { decodeBase64 } from '../../../../shared/rules/base64';
import { json } from '../../../test/api-client-kit';
import { maria, quoteServer, renderNewQuote } from '../../../test/new-quote-kit';
import { readAttachments } from './new-quote-files';

afterEach(cleanup);

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string) => new File([bytes], name);
const text = (length: number, name: string) => file('a'.repeat(length), name);

const attachmentInput = () => screen.getByLabelText('Attachments') as HTMLInputElement;
const choose = (files: File[]) => fireEvent.change(attachmentInput(), { target: { files } });

describe('new quote attachments in the browser', () => {
  it('tells the type by the bytes, not the name', async () => {
    const ok = await readAttachments([file(PDF, 'drawing.png'), file(PNG, 'photo')], [], 'en');
    expect(ok.ok && ok.files.map((f) => [f.name, f.kind])).toEqual([
      ['drawing.png', 'pdf'],
      ['photo', 'png'],
    ]);
    expect(await readAttachments([file(EXE, 'photo.jpg')], [], 'en')).toMatchObject({
      ok: false,
      message: 'photo.jpg: the file type is not allowed!',
    });
  });

  it('refuses a file over 3,072,000 bytes by name, and accepts one of exactly that size', async () => {
    expect(await readAttachments([text(FILES.attachmentBytes + 1, 'specs.txt')], [], 'pt-BR')).toMatchObject({
      ok: false,
      message: 'specs.txt: o arquivo é maior que o tamanho permitido!',
    });
    const exact = await readAttachments([text(FILES.attachmentBytes, 'specs.txt')], [], 'en');
    expect(exact.ok).toBe(true);
  });

  it('counts the files already attached against the 6 allowed', async () => {
    const five = await readAttachments(
      Array.from({ length: 5 }, (_, i) => text(10, `note-${i}.txt`)),
      [],
      'en',
    );
    expect(five.ok).toBe(true);
    expect((await readAttachments([text(10, 'sixth.txt')], five.files, 'en')).ok).toBe(true);
    const seven = await readAttachments([text(10, 'a.txt'), text(10, 'b.txt')], five.files, 'en');
    expect(seven).toMatchObject({
      ok: false,
      message: 'The number of files is larger than the allowed amount of 6 files!',
    });
    // The one that fits is kept.
    expect(seven.files.map((f) => f.name)).toEqual([...five.files.map((f) => f.name), 'a.txt']);
  });

  it('names every refused file of one pick and keeps the good ones', async () => {
    const read = await readAttachments(
      [
        file(PDF, 'first.txt'),
        text(FILES.attachmentBytes + 1, 'huge.pdf'),
        file(EXE, 'setup.exe'),
        text(20, 'notes.txt'),
      ],
      [],
      'en',
    );
    expect(read.ok).toBe(false);
    expect(read.messages).toEqual([
      'huge.pdf: file is larger than the allowed size!',
      'setup.exe: the file type is not allowed!',
    ]);
    expect(read.files.map((f) => f.name)).toEqual(['first.txt', 'notes.txt']);
  });

  it('shows the refusal naming the file, keeps the good files and sends them as name and base64', async () => {
    const api = quoteServer({
      'POST /app/quotes/new': () =>
        json({ response: true, message: 'Sent.', data: { reqId: 'q1', recipients: 3 } }),
    });
    renderNewQuote({ user: maria, fetch: api.fetchFn });
    const category = (await screen.findByLabelText('Category')) as HTMLSelectElement;
    await waitFor(() => expect(category.disabled).toBe(false));
    fireEvent.change(category, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Castings' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Grey iron, 20 kg.' } });

    choose([file(PDF, 'drawing.pdf')]);
    expect(await screen.findByText('drawing.pdf')).toBeTruthy();
    choose([file(EXE, 'setup.pdf')]);
    expect(await screen.findByText('setup.pdf: the file type is not allowed!')).toBeTruthy();
    expect(attachmentInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('setup.pdf')).toBeNull();

    choose([text(20, 'notes.txt')]);
    await screen.findByText('notes.txt');
    expect(screen.queryByText('setup.pdf: the file type is not allowed!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.queryByText('notes.txt')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await screen.findByText('Sent.');
    const body = api.to('POST', '/app/quotes/new')[0].body as {
      attachments: { name: string; content: string }[];
    };
    expect(body.attachments.map((a) => a.name)).toEqual(['drawing.pdf']);
    expect(decodeBase64(body.attachments[0].content)).toEqual(PDF);
    // The list empties with the form.
    await waitFor(() => expect(screen.queryByText('drawing.pdf')).toBeNull());
  });

  it('shows a server refusal of an attachment under the attachments', async () => {
    const api = quoteServer({
      'POST /app/quotes/new': () =>
        json({
          response: false,
          error: 'VAL001',
          message: 'Attachments: scan.png: the file type is not allowed!',
          fields: { 'attachments.0': 'scan.png: the file type is not allowed!' },
        }),
    });
    renderNewQuote({ user: maria, fetch: api.fetchFn });
    const category = (await screen.findByLabelText('Category')) as HTMLSelectElement;
    await waitFor(() => expect(category.disabled).toBe(false));
    fireEvent.change(category, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Castings' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Grey iron.' } });
    choose([file(PNG, 'scan.png')]);
    await screen.findByText('scan.png');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    const error = await screen.findByText('scan.png: the file type is not allowed!');
    expect(attachmentInput().getAttribute('aria-describedby')).toContain(error.id);
    expect(
      within(document.body).queryByText('Attachments: scan.png: the file type is not allowed!'),
    ).toBeNull();
  });
});
