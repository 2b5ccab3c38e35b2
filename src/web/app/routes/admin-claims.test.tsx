import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClaimListingRow, ClaimQueueRow } from '../../../shared/schemas/listing-claims';
import { json, opened, type Route, scriptedServer } from '../../test/api-client-kit';
import { renderAdminTab } from '../../test/render-app';

/*
 * The back office's claims tab (issue 33 item 3): the staff queue of claims nothing proved, with
 * approve and refuse-with-a-reason, then the unclaimed listings with their invitations.
 */
const WAIT = { timeout: 8000 };
afterEach(cleanup);

const claim: ClaimQueueRow = {
  reqId: 'CL1',
  company: {
    reqId: 'C1',
    tradeName: 'Forjaria Ituana',
    email: 'contato@forjaria.example',
    website: 'https://forjaria.example',
  },
  claimed: true,
  claimant: { name: 'Rita Reivindica', email: 'rita@gmail.example' },
  email: 'rita@outlook.example',
  message: 'Sou sócia desde 2019 \u{1F600}',
  createdAt: '2026-11-20T13:30:00.000Z',
};
const listing = (over: Partial<ClaimListingRow>): ClaimListingRow => ({
  reqId: 'L1',
  tradeName: 'Usinagem Salto',
  email: 'contato@salto.example',
  lang: 'pt-BR',
  state: 'none',
  sentAt: null,
  expiresAt: null,
  bounced: false,
  ...over,
});
const listings = [
  listing({}),
  listing({
    reqId: 'L2',
    tradeName: 'Caldeiraria Tietê',
    state: 'sent',
    sentAt: '2026-11-20T13:00:00.000Z',
    expiresAt: '2026-12-20T13:00:00.000Z',
  }),
  listing({ reqId: 'L3', tradeName: 'Fundição Sorocaba', state: 'failed', bounced: true }),
];

function server(routes: Record<string, Route | Route[]> = {}) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
    'POST /app/admin/claims/queue': [
      () => json({ response: true, data: [claim], total: 1, pageSize: 20 }),
      () => json({ response: true, data: [], total: 0, pageSize: 20 }),
    ],
    'POST /app/admin/claims/listings': () =>
      json({ response: true, data: listings, total: listings.length, pageSize: 20 }),
    'POST /app/admin/claims/approve': () =>
      json({ response: true, message: 'Forjaria Ituana now belongs to Rita Reivindica.' }),
    'POST /app/admin/claims/invite': () =>
      json({ response: true, queued: 1, skipped: 0, message: '1 invitation will be sent.' }),
    ...routes,
  });
}

const open = (lang: 'en' | 'pt-BR', api: ReturnType<typeof server>) =>
  renderAdminTab('claims', lang, api.fetchFn);

describe('/admin claims tab', () => {
  it('shows a waiting claim in words, dated in São Paulo time, and approves it', async () => {
    const api = server();
    open('en', api);
    expect(await screen.findByText('1 claim waiting', {}, WAIT)).toBeTruthy();
    const card = screen.getByText('Forjaria Ituana', { selector: 'strong' }).closest('li') as HTMLElement;
    expect(
      within(card).getByText('This company already has an owner: approving gives it to the claimant.'),
    ).toBeTruthy();
    expect(within(card).getByText('Rita Reivindica (rita@gmail.example)')).toBeTruthy();
    expect(within(card).getByText('Sou sócia desde 2019 \u{1F600}')).toBeTruthy();
    expect(within(card).getByText('contato@forjaria.example · https://forjaria.example')).toBeTruthy();
    // 13:30 UTC is 10:30 in São Paulo.
    expect(within(card).getByText(/Nov(ember)? 20, 2026.*10:30/)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Forjaria Ituana now belongs to Rita Reivindica.', {}, WAIT)).toBeTruthy();
    expect(api.to('POST', '/app/admin/claims/approve')[0]?.body).toEqual({ req_id: 'CL1' });
    // The queue is read again, and is empty now.
    expect(await screen.findByText('No claim is waiting.', {}, WAIT)).toBeTruthy();
  });

  it('refuses only with a reason, and shows the server’s refusal in the page language (pt-BR)', async () => {
    const api = server({
      'POST /app/admin/claims/refuse': () =>
        json({ response: false, error: 'CLM004', message: 'Esta reivindicação já foi decidida.' }),
    });
    open('pt-BR', api);
    expect(await screen.findByText('1 reivindicação aguardando', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    const confirm = screen.getByRole('button', { name: 'Recusar a reivindicação' });
    fireEvent.click(confirm);
    expect(api.to('POST', '/app/admin/claims/refuse')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Motivo/), { target: { value: 'Não comprovou vínculo.' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Esta reivindicação já foi decidida.', {}, WAIT)).toBeTruthy();
    expect(api.to('POST', '/app/admin/claims/refuse')[0]?.body).toEqual({
      req_id: 'CL1',
      reason: 'Não comprovou vínculo.',
    });
  });

  it('lists the unclaimed listings with their invitation state, and invites the chosen ones', async () => {
    const api = server();
    open('en', api);
    expect(await screen.findByText('3 unclaimed listings', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('Not invited').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Invitation sent \(link until Dec(ember)? 20, 2026\)/).length).toBeGreaterThan(
      0,
    );
    // A failed address says so once, not twice.
    expect(screen.queryAllByText('Address failed · address failed')).toHaveLength(0);
    // A listing whose address failed offers no "Send again"; a sent one also offers "Withdraw".
    expect(screen.getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);

    const invite = screen.getByRole('button', { name: 'Invite the chosen listings' }) as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Choose Usinagem Salto' })[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Invite 1 chosen listing' }));
    expect(await screen.findByText('1 invitation will be sent.', {}, WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(api.to('POST', '/app/admin/claims/invite')[0]?.body).toEqual({ req_ids: ['L1'] }),
    );
  });
});
