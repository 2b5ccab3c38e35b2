import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRatingRow } from '../../../shared/schemas/rating-moderation';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderAdminTab } from '../../test/render-app';

const WAIT = { timeout: 8000 };
afterEach(cleanup);

const reported: AdminRatingRow = {
  reqId: 'R1',
  companyName: 'Metalúrgica Exemplo',
  companyReqId: 'C1',
  date: '2026-03-14T12:00:00.000Z',
  generalEvaluation: 1,
  productRate: 2,
  comunication: 1,
  shortDescription: 'Thieves and liars',
  suggestions: null,
  reportedAt: '2026-03-20T12:00:00.000Z',
  reportReason: 'We never worked with this customer.',
  hiddenAt: null,
  hiddenReason: null,
  reply: 'The buyer never paid us.',
  replyDate: '2026-03-16T12:00:00.000Z',
  replyHiddenAt: null,
  replyHiddenReason: null,
};
const hidden: AdminRatingRow = {
  ...reported,
  reqId: 'R2',
  reportedAt: null,
  reportReason: null,
  hiddenAt: '2026-03-21T12:00:00.000Z',
  hiddenReason: 'Defamatory',
  replyHiddenAt: '2026-03-22T12:00:00.000Z',
  replyHiddenReason: 'Names the buyer',
};
const page = (data: AdminRatingRow[]) =>
  json({ response: true, data, total: data.length, records: 25, pageSize: 25 });

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
    'POST /app/admin/ratings/list': (call) =>
      page((call.body as { status: string }).status === 'hidden' ? [hidden] : [reported]),
    'POST /app/admin/ratings/hide': () =>
      json({ response: true, message: 'The rating of Metalúrgica Exemplo is hidden from the catalogue.' }),
    'POST /app/admin/ratings/restore': () => json({ response: true, message: 'Shown again.' }),
    'POST /app/admin/ratings/dismiss_report': () => json({ response: true, message: 'Report closed.' }),
    'POST /app/admin/ratings/hide_reply': () => json({ response: true, message: 'Answer hidden.' }),
    'POST /app/admin/ratings/restore_reply': () => json({ response: true, message: 'Answer shown again.' }),
  });
}

const open = (lang: 'en' | 'pt-BR', api: ReturnType<typeof server>) =>
  renderAdminTab('ratings', lang, api.fetchFn);

describe('/admin ratings tab', () => {
  it('lists the reported ratings with their stars, texts and report, dated in the page language', async () => {
    const api = server();
    open('pt-BR', api);
    const card = (await screen.findByRole('article', { name: 'Metalúrgica Exemplo' }, WAIT)) as HTMLElement;
    expect(within(card).getByText('Avaliada em 14 de março de 2026')).toBeTruthy();
    expect(within(card).getByText('Thieves and liars')).toBeTruthy();
    expect(within(card).getByText('Motivo: We never worked with this customer.')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('img')
        .map((star) => star.getAttribute('aria-label')),
    ).toEqual([expect.stringContaining('1'), expect.stringContaining('2'), expect.stringContaining('1')]);
    expect(within(card).getByRole('link', { name: 'Metalúrgica Exemplo' }).getAttribute('href')).toBe(
      '/company/C1/metalurgica-exemplo',
    );
    expect(api.to('POST', '/app/admin/ratings/list')[0]?.body).toMatchObject({ status: 'reported', page: 1 });
  });

  it('asks for a reason before hiding, then toasts the answer', async () => {
    const api = server();
    open('en', api);
    const card = (await screen.findByRole('article', { name: 'Metalúrgica Exemplo' }, WAIT)) as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    const reason = within(card).getByLabelText(
      'Why hide this rating of Metalúrgica Exemplo? The rater reads it.',
    );
    // Nothing goes without a reason.
    fireEvent.click(within(card).getByRole('button', { name: 'Hide rating' }));
    expect(api.to('POST', '/app/admin/ratings/hide')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'Defamatory text' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Hide rating' }));
    expect(
      await screen.findByText('The rating of Metalúrgica Exemplo is hidden from the catalogue.', {}, WAIT),
    ).toBeTruthy();
    expect(api.to('POST', '/app/admin/ratings/hide')[0]?.body).toEqual({
      req_id: 'R1',
      reason: 'Defamatory text',
    });
  });

  it('keeps a reported rating, and restores a hidden one from the hidden filter', async () => {
    const api = server();
    open('en', api);
    const card = (await screen.findByRole('article', { name: 'Metalúrgica Exemplo' }, WAIT)) as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Keep' }));
    expect(await screen.findByText('Report closed.', {}, WAIT)).toBeTruthy();
    expect(api.to('POST', '/app/admin/ratings/dismiss_report')[0]?.body).toEqual({ req_id: 'R1' });

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'hidden' } });
    expect(await screen.findByText('Reason: Defamatory', {}, WAIT)).toBeTruthy();
    const hiddenCard = screen.getByRole('article', { name: 'Metalúrgica Exemplo' });
    expect(within(hiddenCard).queryByRole('button', { name: 'Keep' })).toBeNull();
    fireEvent.click(within(hiddenCard).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.to('POST', '/app/admin/ratings/restore')).toHaveLength(1));
    expect(api.to('POST', '/app/admin/ratings/restore')[0]?.body).toEqual({ req_id: 'R2' });
  });

  it("shows the company's answer with its own actions: hide with a reason, restore a hidden one", async () => {
    const api = server();
    open('en', api);
    const card = (await screen.findByRole('article', { name: 'Metalúrgica Exemplo' }, WAIT)) as HTMLElement;
    const answer = within(card).getByRole('region', { name: 'Answer from the company' });
    expect(within(answer).getByText('The buyer never paid us.')).toBeTruthy();
    expect(within(answer).getByText('Written on March 16, 2026')).toBeTruthy();
    fireEvent.click(within(answer).getByRole('button', { name: 'Hide answer' }));
    const reason = within(answer).getByLabelText(
      'Why hide the answer of Metalúrgica Exemplo? Its owner reads it.',
    );
    fireEvent.change(reason, { target: { value: 'Names the buyer' } });
    // The rating's own Hide stays as it was: the answer's form is the one that sends.
    fireEvent.click(within(answer).getByRole('button', { name: 'Hide answer' }));
    expect(await screen.findByText('Answer hidden.', {}, WAIT)).toBeTruthy();
    expect(api.to('POST', '/app/admin/ratings/hide_reply')[0]?.body).toEqual({
      req_id: 'R1',
      reason: 'Names the buyer',
    });
    expect(api.to('POST', '/app/admin/ratings/hide')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'hidden' } });
    expect(await screen.findByText('Reason: Names the buyer', {}, WAIT)).toBeTruthy();
    const hiddenAnswer = within(screen.getByRole('article', { name: 'Metalúrgica Exemplo' })).getByRole(
      'region',
      {
        name: 'Answer from the company',
      },
    );
    expect(within(hiddenAnswer).getByText('Answer hidden on March 22, 2026')).toBeTruthy();
    fireEvent.click(within(hiddenAnswer).getByRole('button', { name: 'Restore answer' }));
    await waitFor(() => expect(api.to('POST', '/app/admin/ratings/restore_reply')).toHaveLength(1));
    expect(api.to('POST', '/app/admin/ratings/restore_reply')[0]?.body).toEqual({ req_id: 'R2' });
  });
});
