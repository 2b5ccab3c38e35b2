import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderApp } from '../../test/render-app';

const WAIT = { timeout: 8000 };
const page = (data: unknown[] = []) => json({ response: true, data, total: data.length, pageSize: 25 });

afterEach(cleanup);

describe('/admin customers and newsletter tabs', () => {
  it('shows the customers list and the newsletter composer with its preview', async () => {
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
      'POST /app/admin/companies/list': () => page(),
      'POST /app/admin/audit/list': () => page(),
      'POST /app/admin/customers/list': () =>
        page([
          {
            id: 7,
            name: 'Bruno Cliente',
            doc: '529.982.247-25',
            email: 'bruno@example.com',
            emailValid: true,
            lang: 'pt-BR',
            createdAt: '2026-01-02T10:00:00Z',
            blockedAt: null,
            blockedReason: null,
            company: null,
            quotes: { total: 3, open: 1, concluded: 1, cancelled: 1 },
          },
        ]),
      'POST /app/admin/newsletter/subscribers': () =>
        page([{ email: 'ana@example.com', lang: 'en', confirmedAt: '2026-01-02T10:00:00Z' }]),
      'POST /app/admin/newsletter/issues': () => page(),
    });
    const open = (tab: string) =>
      renderApp({
        entries: [`/admin?tab=${tab}`],
        lang: 'en',
        user: { id: 1, shortName: 'Ana', company: 0, companyName: '' },
        fetch: server.fetchFn,
      });
    open('customers');
    expect(await screen.findByText('Bruno Cliente', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('In all: 3 · Open: 1 · Concluded: 1 · Cancelled: 1')).toBeTruthy();
    // One customer is "1 customer" (issue 30 item 23).
    expect(screen.getByText('1 customer')).toBeTruthy();
    cleanup();
    open('newsletter');
    expect(await screen.findByLabelText('Subject (Portuguese)', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('ana@example.com', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('1 subscriber')).toBeTruthy();
  });

  it('asks in its own dialog before sending, sends a draft once with its key, and blocks a second send meanwhile', async () => {
    const answer = deferred<Response>();
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
      'POST /app/admin/newsletter/subscribers': () =>
        page([{ email: 'ana@example.com', lang: 'en', confirmedAt: '2026-01-02T10:00:00Z' }]),
      'POST /app/admin/newsletter/issues': () => page(),
      'POST /app/admin/newsletter/send': () => answer.promise,
    });
    renderApp({
      entries: ['/admin?tab=newsletter'],
      lang: 'en',
      user: { id: 1, shortName: 'Ana', company: 0, companyName: '' },
      fetch: server.fetchFn,
    });
    const type = (label: string, value: string) =>
      fireEvent.input(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('Subject (Portuguese)', {}, WAIT);
    await screen.findByText('ana@example.com', {}, WAIT);
    type('Subject (Portuguese)', 'Edição');
    type('Text in markdown (Portuguese)', 'Texto');
    type('Subject (English)', 'Issue');
    type('Text in markdown (English)', 'Text');
    const sendButton = screen.getByRole('button', { name: 'Send to every subscriber' });

    // Cancel: nothing is sent.
    fireEvent.click(sendButton);
    let ask = await screen.findByRole('dialog', { name: 'Send the issue' }, WAIT);
    expect(ask.textContent).toContain('Send this issue to 1 subscriber now?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('POST', '/app/admin/newsletter/send')).toHaveLength(0);

    fireEvent.click(sendButton);
    ask = await screen.findByRole('dialog', { name: 'Send the issue' }, WAIT);
    fireEvent.click(within(ask).getByRole('button', { name: 'Send to every subscriber' }));
    await waitFor(() => expect(server.to('POST', '/app/admin/newsletter/send')).toHaveLength(1));
    // While the answer is pending the button is off: a second click starts nothing.
    expect((sendButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(sendButton);
    expect(screen.queryByRole('dialog')).toBeNull();
    const [sent] = server.to('POST', '/app/admin/newsletter/send');
    expect(sent.body).toMatchObject({ subject_pt: 'Edição', subject_en: 'Issue' });
    const key = (sent.body as { draft_key: string }).draft_key;
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    answer.resolve(
      json({
        response: true,
        message: 'The issue is being sent to 1 subscriber.',
        data: { id: 1, recipients: 1 },
      }),
    );
    expect(await screen.findByText('The issue is being sent to 1 subscriber.', {}, WAIT)).toBeTruthy();
    expect(server.to('POST', '/app/admin/newsletter/send')).toHaveLength(1);
  });
});
