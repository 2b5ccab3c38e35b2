import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { maria, quoteServer, renderNewQuote } from '../../../test/new-quote-kit';
import { renderInProviders } from '../../../test/render-app';
import { spyOnSave } from '../../../test/save-file-spy';
import { QuoteItemsWithDrawings } from './item-drawing-controls';
import { QuoteItemsList } from './quote-items-list';

/* Issue 34 item 1, decision 0046: an item's drawing in the new quote form and in the quote's view. */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DXF = '  0\r\nSECTION\r\n  2\r\nHEADER\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n';
const dxfFile = (name: string) => new File([DXF], name, { type: 'application/octet-stream' });
const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('the new quote form', () => {
  it('takes a drawing per item row, refuses another kind in words, and sends it once the quote exists', async () => {
    const api = quoteServer({
      'POST /app/quotes/new': () =>
        json({ response: true, message: 'Quote sent.', data: { reqId: 'q1', recipients: 2 } }),
      'POST /app/quotes/info_customer': () =>
        json({
          response: true,
          quote: {
            items: [
              { reqId: 'i1', description: 'Flange', quantity: 10, unit: 'pc', specification: null },
              { reqId: 'i2', description: 'Eixo Ø50', quantity: 2, unit: 'un', specification: null },
            ],
          },
        }),
      'POST /app/quotes/item_drawing': () =>
        json({
          response: true,
          message: 'The drawing was attached to the item.',
          drawing: { name: 'x', size: 1, type: 'dxf', reqId: 'f1', path: '/app/quotes/file/f1' },
        }),
    });
    renderNewQuote({ user: maria, fetch: api.fetchFn });
    const category = (await screen.findByLabelText('Category')) as HTMLSelectElement;
    await waitFor(() => expect(category.disabled).toBe(false));
    fireEvent.change(category, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Flanges and shafts' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Two items.' } });
    fireEvent.change(screen.getByLabelText('Paste rows from a spreadsheet'), {
      target: { value: 'Flange\t10\tpc\nEixo Ø50\t2\tun' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the pasted rows' }));

    // A program renamed is refused before sending, in words naming it; nothing is kept.
    pick('Drawing or datasheet of item 2: Eixo Ø50', new File(['MZ'], 'setup.exe'));
    expect(
      await screen.findByText(/^setup\.exe is not a PDF, DXF, STEP or image \(PNG, JPEG, WebP\) file/),
    ).toBeTruthy();
    const name = 'Eixo Ø50 — «rev B» 軸.dxf';
    pick('Drawing or datasheet of item 2: Eixo Ø50', dxfFile(name));
    const row = screen
      .getByLabelText('Drawing or datasheet of item 2: Eixo Ø50')
      .closest('li') as HTMLElement;
    expect(within(row).getByText(/^Drawing: /)).toBeTruthy();
    expect(within(row).getByText('Replace drawing')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Remove the drawing of item 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(api.to('POST', '/app/quotes/item_drawing')).toHaveLength(1));
    // The request itself is today's: no drawing in it.
    expect(JSON.stringify(api.to('POST', '/app/quotes/new')[0].body)).not.toContain('dxf');
    const sent = api.to('POST', '/app/quotes/item_drawing')[0].body as {
      req_id: string;
      item: string;
      file: { name: string; content: string };
    };
    expect(sent.req_id).toBe('q1');
    expect(sent.item).toBe('i2');
    expect(sent.file.name).toBe(name);
    expect(Buffer.from(sent.file.content, 'base64').toString()).toBe(DXF);
  });
});

const ITEMS: QuoteItem[] = [
  {
    reqId: 'i1',
    description: 'Flange 4"',
    quantity: 200,
    unit: 'pc',
    specification: null,
    drawing: { name: 'Flange F-12 Ø50.pdf', size: 10, type: 'pdf', reqId: 'f1', path: '/app/quotes/file/f1' },
  },
  { reqId: 'i2', description: 'Bar 4140', quantity: 1.5, unit: 't', specification: null },
];

/** The items as the quote's view shows them, with each item's drawing controls. */
function ItemsWithDrawings({ editable }: { editable: boolean }) {
  return <QuoteItemsWithDrawings quote="q1" items={ITEMS} editable={editable} />;
}

/** As a person does: the item's button opens the list's one file picker, which takes the file. */
function pickFor(label: string, file: File) {
  const inputs = document.querySelectorAll('input[type="file"]');
  expect(inputs).toHaveLength(1);
  const opened = vi.spyOn(inputs[0] as HTMLInputElement, 'click');
  opened.mockClear();
  fireEvent.click(screen.getByRole('button', { name: label }));
  expect(opened).toHaveBeenCalledOnce();
  fireEvent.change(inputs[0], { target: { files: [file] } });
}

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/quotes/file/f1': () =>
      json({ response: true, name: 'Flange F-12 Ø50.pdf', mime: 'application/pdf', content: 'JVBERi0=' }),
    'POST /app/quotes/item_drawing': () =>
      json({
        response: true,
        message: 'The drawing was attached to the item.',
        drawing: { name: 'bar.stp', size: 5, type: 'step', reqId: 'f2', path: '/app/quotes/file/f2' },
      }),
    'POST /app/quotes/item_drawing_remove': () =>
      json({ response: true, message: 'The drawing was removed from the item.' }),
  });
}

describe("the quote's items", () => {
  it('give a supplier a download beside the item, and no control to change it', async () => {
    const api = server();
    const save = spyOnSave();
    renderInProviders(<ItemsWithDrawings editable={false} />, { fetch: api.fetchFn, user: maria });
    const download = screen.getByRole('button', { name: 'Drawing: Flange F-12 Ø50.pdf' });
    expect(screen.queryByText('Attach drawing')).toBeNull();
    expect(screen.queryByText('Remove drawing')).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    fireEvent.click(download);
    await waitFor(() => expect(save.name()).toBe('Flange F-12 Ø50.pdf'));
  });

  it('let the buyer of an open quote attach, replace and remove, in Portuguese too', async () => {
    const api = server();
    renderInProviders(<ItemsWithDrawings editable />, {
      fetch: api.fetchFn,
      user: maria,
      lang: 'pt-BR',
    });
    expect(await screen.findByText('Trocar desenho')).toBeTruthy();
    expect(screen.getByText('Anexar desenho')).toBeTruthy();
    pickFor('Desenho ou folha de dados do item 2: Bar 4140', new File(['ISO-10303-21;'], 'bar.stp'));
    await waitFor(() => expect(api.to('POST', '/app/quotes/item_drawing')).toHaveLength(1));
    expect(api.to('POST', '/app/quotes/item_drawing')[0].body).toMatchObject({ req_id: 'q1', item: 'i2' });
    // The one picker serves every row: a pick through item 1's button goes to item 1.
    await waitFor(() =>
      expect(
        (
          screen.getByRole('button', {
            name: 'Desenho ou folha de dados do item 2: Bar 4140',
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(false),
    );
    pickFor('Desenho ou folha de dados do item 1: Flange 4"', new File(['%PDF-1.4'], 'flange.pdf'));
    await waitFor(() => expect(api.to('POST', '/app/quotes/item_drawing')).toHaveLength(2));
    expect(api.to('POST', '/app/quotes/item_drawing')[1].body).toMatchObject({ req_id: 'q1', item: 'i1' });
    fireEvent.click(screen.getByRole('button', { name: 'Retirar o desenho do item 1' }));
    await waitFor(() => expect(api.to('POST', '/app/quotes/item_drawing_remove')).toHaveLength(1));
    expect(api.to('POST', '/app/quotes/item_drawing_remove')[0].body).toEqual({ req_id: 'q1', item: 'i1' });
  });

  it('show nothing of drawings where the page passes no controls (the share link)', () => {
    renderInProviders(<QuoteItemsList items={ITEMS} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
