import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../../../shared/lang';
import { buttonClass } from '../../../components/ui/button';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderInProviders } from '../../../test/render-app';
import { PublishMagazines } from './publish-magazines';

afterEach(cleanup);
const WAIT = { timeout: 8000 };

// A PNG's signature and a little more: what a picture renamed "edition.pdf" holds.
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

function magazinesServer() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/admin/magazines/list': () =>
      json({
        response: true,
        data: [
          {
            reqId: 'm1',
            namePt: 'Revista 1',
            nameEn: 'Magazine 1',
            date: '2026-01-10',
            cover: null,
            file: '/files/m1.pdf',
          },
        ],
        total: 1,
        pageSize: 10,
      }),
    'POST /app/admin/magazines/add': () => json({ response: true }),
  });
}

async function openForm(lang: Lang) {
  const server = magazinesServer();
  renderInProviders(<PublishMagazines />, { fetch: server.fetchFn, lang });
  const add = lang === 'en' ? 'Add a magazine' : 'Adicionar revista';
  fireEvent.click(await screen.findByRole('button', { name: add }, WAIT));
  return server;
}

const pdfInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('magazine form (issue 30 item 22)', () => {
  for (const [lang, t] of [
    [
      'en',
      {
        pdf: 'Magazine PDF',
        publish: 'Publish magazine',
        why: 'edition.pdf is not a PDF: its content is another kind of file, whatever its name says.',
        coverHint: /Recommended 840 × 1188 px .*up to 2 MB\. A larger image is reduced to 1200 px/,
        pdfHint: 'A PDF file up to 15 MB.',
      },
    ],
    [
      'pt-BR',
      {
        pdf: 'PDF da revista',
        publish: 'Publicar revista',
        why: 'edition.pdf não é um PDF: o conteúdo é de outro tipo, seja qual for o nome.',
        coverHint: /Recomendado 840 × 1188 px .*até 2 MB\. Uma imagem maior é reduzida a 1200 px/,
        pdfHint: 'Um arquivo PDF de até 15 MB.',
      },
    ],
  ] as const) {
    it(`${lang}: a PNG renamed .pdf is refused naming the file and why, and Publish keeps saying why`, async () => {
      const server = await openForm(lang);
      expect(screen.getByText(t.coverHint)).toBeTruthy();
      expect(screen.getByText(t.pdfHint)).toBeTruthy();

      const file = new File([PNG_BYTES], 'edition.pdf', { type: 'application/pdf' });
      fireEvent.change(pdfInput(t.pdf), { target: { files: [file] } });
      expect((await screen.findByText(t.why, {}, WAIT)).getAttribute('role')).toBe('alert');

      fireEvent.click(screen.getByRole('button', { name: t.publish }));
      await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
      expect(screen.getByText(t.why)).toBeTruthy();
      expect(server.to('POST', '/app/admin/magazines/add')).toHaveLength(0);
    });
  }

  it('draws Remove as every other destructive button (the danger button)', async () => {
    const server = magazinesServer();
    renderInProviders(<PublishMagazines />, { fetch: server.fetchFn });
    const item = (await screen.findByText('Revista 1', {}, WAIT)).closest('li') as HTMLElement;
    const remove = within(item).getByRole('button', { name: 'Remove' });
    expect(remove.className).toBe(buttonClass({ variant: 'danger', size: 'small' }));
  });
});
