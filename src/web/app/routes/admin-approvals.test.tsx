import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalQueueRow } from '../../../shared/schemas/company-approval';
import { json, opened, type Route, scriptedServer } from '../../test/api-client-kit';
import { renderAdminTab } from '../../test/render-app';

/*
 * The back office's approvals tab (issue 33 item 4): the association's settings, and the queue of
 * new companies with their data, CNPJ check and membership, approved or refused with a reason.
 */
const WAIT = { timeout: 8000 };
afterEach(cleanup);

const waiting: ApprovalQueueRow = {
  reqId: 'C1',
  tradeName: 'Estamparia Itu \u{1F3ED}',
  name: 'Estamparia Itu Ltda.',
  cnpj: '11.222.333/0001-81',
  cnpjValid: true,
  email: 'contato@estamparia.example',
  emailValid: false,
  phone1: '(11) 4022-1234',
  website: null,
  city: 'Itu',
  state: 'SP',
  categories: ['Estamparia', 'Usinagem'],
  aboutShort: 'Peças estampadas sob medida.',
  owner: { name: 'Rita Dona', email: 'rita@estamparia.example' },
  membership: null,
  refusedBefore: 'Faltava o cartão CNPJ.',
  requestedAt: '2026-11-20T13:30:00.000Z',
};

function server(routes: Record<string, Route | Route[]> = {}) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
    'GET /app/admin/settings': () =>
      json({ response: true, data: { approveNewCompanies: true, memberMark: false } }),
    'POST /app/admin/approvals/queue': [
      () => json({ response: true, data: [waiting], total: 1, pageSize: 25 }),
      () => json({ response: true, data: [], total: 0, pageSize: 25 }),
    ],
    'POST /app/admin/approvals/approve': () =>
      json({ response: true, message: 'Estamparia Itu was approved and is now in the catalogue.' }),
    'POST /app/admin/settings/save': () => json({ response: true, message: 'Settings saved.' }),
    ...routes,
  });
}

const open = (lang: 'en' | 'pt-BR', api: ReturnType<typeof server>) =>
  renderAdminTab('approvals', lang, api.fetchFn);

describe('/admin approvals tab', () => {
  it('shows a waiting company in words, and approves it recording a membership number', async () => {
    const api = server();
    open('en', api);
    expect(await screen.findByText('1 company waiting', {}, WAIT)).toBeTruthy();
    const card = screen
      .getByText('Estamparia Itu \u{1F3ED}', { selector: 'strong' })
      .closest('li') as HTMLElement;
    expect(within(card).getByText('11.222.333/0001-81 (check digits valid)')).toBeTruthy();
    expect(within(card).getByText('contato@estamparia.example (not confirmed yet)')).toBeTruthy();
    expect(within(card).getByText('Not a member')).toBeTruthy();
    expect(within(card).getByText('Rita Dona (rita@estamparia.example)')).toBeTruthy();
    expect(within(card).getByText('Faltava o cartão CNPJ.')).toBeTruthy();
    expect(within(card).getByText('Estamparia, Usinagem')).toBeTruthy();
    // 13:30 UTC is 10:30 in São Paulo.
    expect(within(card).getByText(/Nov(ember)? 20, 2026.*10:30/)).toBeTruthy();

    fireEvent.change(within(card).getByLabelText('Membership number (optional)'), {
      target: { value: ' A-77 ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve Estamparia Itu \u{1F3ED}' }));
    expect(
      await screen.findByText('Estamparia Itu was approved and is now in the catalogue.', {}, WAIT),
    ).toBeTruthy();
    expect(api.to('POST', '/app/admin/approvals/approve')[0]?.body).toEqual({
      req_id: 'C1',
      membership_number: 'A-77',
    });
    expect(await screen.findByText('No company is waiting for approval.', {}, WAIT)).toBeTruthy();
  });

  it('refuses only with a reason, and shows the server’s refusal in the page language (pt-BR)', async () => {
    const api = server({
      'POST /app/admin/approvals/refuse': () =>
        json({
          response: false,
          error: 'APR001',
          message: 'Esta empresa não está mais aguardando aprovação.',
        }),
    });
    open('pt-BR', api);
    expect(await screen.findByText('1 empresa aguardando', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Não é associada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    const confirm = screen.getByRole('button', { name: 'Recusar a empresa' });
    fireEvent.click(confirm);
    expect(api.to('POST', '/app/admin/approvals/refuse')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Motivo/), { target: { value: 'CNPJ de outra empresa.' } });
    fireEvent.click(confirm);
    expect(
      await screen.findByText('Esta empresa não está mais aguardando aprovação.', {}, WAIT),
    ).toBeTruthy();
    expect(api.to('POST', '/app/admin/approvals/refuse')[0]?.body).toEqual({
      req_id: 'C1',
      reason: 'CNPJ de outra empresa.',
    });
  });

  it('shows and saves the association settings', async () => {
    const api = server();
    open('en', api);
    const approval = (await screen.findByLabelText(
      'New companies wait for the association’s approval before they appear in the catalogue',
      {},
      WAIT,
    )) as HTMLInputElement;
    expect(approval.checked).toBe(true);
    const mark = screen.getByLabelText(/Show a member mark/) as HTMLInputElement;
    expect(mark.checked).toBe(false);
    fireEvent.click(mark);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.to('POST', '/app/admin/settings/save')[0]?.body).toEqual({
        approve_new_companies: true,
        member_mark: true,
      }),
    );
    expect(await screen.findByText('Settings saved.', {}, WAIT)).toBeTruthy();
  });
});
