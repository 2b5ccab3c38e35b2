import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberImportSummary, MemberPreview } from '../../../shared/schemas/member-import';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderAdminTab } from '../../test/render-app';

// Issue 33 item 1: the back office's member import — pick a file, read the preview and its
// problems, change a column, import, undo.

const WAIT = { timeout: 30_000 };
afterEach(cleanup);

const mapping = { cnpj: 0, name: 1, tradeName: null, email: 2, phone: null, postalCode: 3, address: null };
const fullMapping = {
  ...mapping,
  addressNumber: null,
  addressNeighborhood: null,
  city: 4,
  state: null,
  website: null,
  categories: null,
  membershipNumber: null,
  memberSince: null,
};

const withProblem: MemberPreview = {
  fileName: 'membros.csv',
  columns: ['CNPJ', 'Razão social', 'E-mail', 'CEP', 'Cidade'],
  mapping: fullMapping,
  rows: [
    { line: 2, cnpj: '11.222.333/0001-81', name: 'Boa', city: 'Piracicaba', outcome: 'new', problems: [] },
    {
      line: 3,
      cnpj: '11.222.333/0001-82',
      name: 'Ruim',
      city: 'Piracicaba',
      outcome: 'problem',
      problems: ['CNPJ: "11.222.333/0001-82" is not a valid CNPJ (its check digits do not match).'],
    },
  ],
  counts: { new: 1, updated: 0, unchanged: 0, claimed: 0, problem: 1 },
  summary:
    'membros.csv: 1 new listing, no listings updated, none unchanged, none already claimed, 1 row with problems.',
};

const clean: MemberPreview = {
  ...withProblem,
  rows: [withProblem.rows[0] as MemberPreview['rows'][number]],
  counts: { new: 1, updated: 0, unchanged: 0, claimed: 0, problem: 0 },
  summary: 'membros.csv: 1 cadastro novo.',
};

const done: MemberImportSummary = {
  reqId: 'IMP1',
  fileName: 'membros.csv',
  actor: 'Ana',
  visibility: 'hidden',
  counts: { new: 1, updated: 0, unchanged: 0, claimed: 0, problem: 0 },
  createdAt: '2026-11-29T14:00:00.000Z',
  undoneAt: null,
};

function server(previews: MemberPreview[]) {
  let imports: MemberImportSummary[] = [];
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
    'POST /app/admin/member-import/list': () => json({ response: true, data: imports }),
    'POST /app/admin/member-import/preview': previews.map((data) => () => json({ response: true, data })),
    'POST /app/admin/member-import/import': () => {
      imports = [done];
      return json({ response: true, data: done, message: 'membros.csv foi importado: 1 cadastro novo.' });
    },
    'POST /app/admin/member-import/undo': () => {
      imports = [{ ...done, undoneAt: '2026-11-29T14:05:00.000Z' }];
      return json({
        response: true,
        data: { removed: 1, restored: 0, kept: 0 },
        message: 'Importação desfeita.',
      });
    },
  });
}

const open = (lang: 'en' | 'pt-BR', api: ReturnType<typeof server>) =>
  renderAdminTab('member-import', lang, api.fetchFn);

const csv = () => new File(['CNPJ;Razão social\n1;A\n'], 'membros.csv', { type: 'text/csv' });

describe('/admin member import tab', () => {
  it('previews a file with its row problems, offers no import, and previews again with a changed column', async () => {
    const api = server([withProblem, withProblem]);
    open('en', api);
    const input = await screen.findByLabelText('Member spreadsheet', {}, WAIT);
    fireEvent.change(input, { target: { files: [csv()] } });
    expect(await screen.findByText(withProblem.summary, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(withProblem.rows[1]?.problems[0] ?? '')).toBeTruthy();
    expect(screen.getByText(/Fix the row with problems in the file/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    const [first] = api.to('POST', '/app/admin/member-import/preview');
    expect(first?.body).toEqual({ file: { name: 'membros.csv', content: expect.any(String) } });
    fireEvent.change(screen.getByLabelText('Trade name'), { target: { value: '1' } });
    await waitFor(() => expect(api.to('POST', '/app/admin/member-import/preview')).toHaveLength(2), WAIT);
    expect(api.to('POST', '/app/admin/member-import/preview')[1]?.body).toMatchObject({
      mapping: { ...fullMapping, tradeName: 1 },
    });
  });

  it('imports a clean file hidden until claimed, shows the result and undoes it after asking (pt-BR)', async () => {
    const api = server([clean]);
    open('pt-BR', api);
    expect(await screen.findByText('Nenhuma importação de associadas ainda.', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Planilha de associadas'), { target: { files: [csv()] } });
    fireEvent.click(await screen.findByLabelText('Ocultos até a empresa reivindicá-los', {}, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('status', {}, WAIT)).toBeTruthy();
    await screen.findAllByText('membros.csv foi importado: 1 cadastro novo.', {}, WAIT);
    expect(api.to('POST', '/app/admin/member-import/import')[0]?.body).toMatchObject({
      visibility: 'hidden',
      mapping: fullMapping,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Desfazer' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer a importação de membros.csv?' });
    expect(api.to('POST', '/app/admin/member-import/undo')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desfazer a importação' }));
    await waitFor(() => expect(api.to('POST', '/app/admin/member-import/undo')).toHaveLength(1), WAIT);
    expect(await screen.findByText(/Desfeita em/, {}, WAIT)).toBeTruthy();
  });

  it('names a file over 10 MB without sending it', async () => {
    const api = server([clean]);
    open('en', api);
    const big = new File([new Uint8Array(10_000_001)], 'enorme.xlsx');
    fireEvent.change(await screen.findByLabelText('Member spreadsheet', {}, WAIT), {
      target: { files: [big] },
    });
    expect(
      await screen.findByText('enorme.xlsx is larger than 10 MB. Split it into smaller files.', {}, WAIT),
    ).toBeTruthy();
    expect(api.to('POST', '/app/admin/member-import/preview')).toHaveLength(0);
  });
});
