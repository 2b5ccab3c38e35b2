import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSuggestion, AdminVocabularyTerm } from '../../../shared/schemas/vocabulary';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderAdminTab } from '../../test/render-app';

// Issue 32 (decision 0038): the back office's processes and materials — answer a company's
// suggestion (approve under both names, or refuse with a reason), add, rename, retire a term.

const WAIT = { timeout: 30_000 };
afterEach(cleanup);

const HEAT: AdminVocabularyTerm = {
  id: 1,
  kind: 'process',
  namePt: 'Tratamento térmico',
  nameEn: 'Heat treatment',
  retired: false,
  companies: 4,
};
const SUGGESTED: AdminSuggestion = {
  id: 7,
  kind: 'process',
  namePt: 'Jateamento \u{1F6E0} com granalha',
  nameEn: null,
  companyReqId: 'C1',
  companyName: 'Forjas Ação',
  createdAt: '2026-11-20T15:00:00.000Z',
};

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
    'GET /app/admin/vocabulary/list': () => json({ response: true, data: [HEAT] }),
    'GET /app/admin/vocabulary/suggestions': () => json({ response: true, data: [SUGGESTED] }),
    'POST /app/admin/vocabulary/approve': () =>
      json({ response: true, data: { ...HEAT, id: 2, namePt: 'Jateamento', nameEn: 'Shot blasting' } }),
    'POST /app/admin/vocabulary/refuse': () => json({ response: true }),
    'POST /app/admin/vocabulary/add': () =>
      json({
        response: false,
        error: 'VAL001',
        message: 'Another term of this kind already has this name.',
        fields: { name_pt: 'Another term of this kind already has this name.' },
      }),
    'POST /app/admin/vocabulary/retire': () => json({ response: true, data: { ...HEAT, retired: true } }),
  });
}

const open = (lang: 'en' | 'pt-BR', api: ReturnType<typeof server>) =>
  renderAdminTab('vocabulary', lang, api.fetchFn);

describe('/admin processes and materials tab', () => {
  it('approves a suggestion once staff complete its English name (en)', async () => {
    const api = server();
    open('en', api);
    expect(await screen.findByText(/Suggested by Forjas Ação/, {}, WAIT)).toBeTruthy();
    const card = screen.getByRole('list', { name: 'Suggestions waiting' });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText('Required field!', {}, WAIT)).toBeTruthy();
    expect(api.to('POST', '/app/admin/vocabulary/approve')).toHaveLength(0);
    fireEvent.change(within(card).getByLabelText('Name (English)'), { target: { value: 'Shot blasting' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.to('POST', '/app/admin/vocabulary/approve')).toHaveLength(1), WAIT);
    expect(api.to('POST', '/app/admin/vocabulary/approve')[0]?.body).toEqual({
      id: 7,
      name_pt: 'Jateamento \u{1F6E0} com granalha',
      name_en: 'Shot blasting',
    });
    // The vocabulary itself: a name taken is shown on its field; a term retired in one call.
    const list = screen.getByRole('list', { name: 'Processes and materials' });
    expect(within(list).getByText('Process · Companies: 4')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(api.to('POST', '/app/admin/vocabulary/retire')).toHaveLength(1), WAIT);
    expect(api.to('POST', '/app/admin/vocabulary/retire')[0]?.body).toEqual({ id: 1 });
  });

  it('refuses a suggestion with a reason, and shows a taken name on its field (pt-BR)', async () => {
    const api = server();
    open('pt-BR', api);
    const card = await screen.findByRole('list', { name: 'Sugestões aguardando' }, WAIT);
    fireEvent.click(within(card).getByRole('button', { name: 'Recusar' }));
    fireEvent.change(within(card).getByLabelText('Motivo (a empresa o lê)'), {
      target: { value: 'Já existe como Jateamento.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Recusar a sugestão' }));
    await waitFor(() => expect(api.to('POST', '/app/admin/vocabulary/refuse')).toHaveLength(1), WAIT);
    expect(api.to('POST', '/app/admin/vocabulary/refuse')[0]?.body).toEqual({
      id: 7,
      reason: 'Já existe como Jateamento.',
    });
    const names = screen.getAllByLabelText('Nome (português)');
    const addName = names[names.length - 1] as HTMLElement;
    fireEvent.change(addName, { target: { value: 'Tratamento termico' } });
    const english = screen.getAllByLabelText('Nome (inglês)');
    fireEvent.change(english[english.length - 1] as HTMLElement, { target: { value: 'Heat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Incluir' }));
    await waitFor(() => expect(api.to('POST', '/app/admin/vocabulary/add')).toHaveLength(1), WAIT);
    expect(
      await screen.findAllByText('Another term of this kind already has this name.', {}, WAIT),
    ).not.toHaveLength(0);
  });
});
