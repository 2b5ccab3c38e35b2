import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, opened, type SentCall, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const user = { id: 1, shortName: 'Ana', company: 0, companyName: '' };

const item = (n: number, read: boolean, link: string | null = null) => ({
  id: n,
  reqId: `n${n}`,
  label: `Label ${n}`,
  text: `Text ${n}`,
  link,
  date: '2025-05-02T13:45:00Z',
  read,
});

function server(pages: ReturnType<typeof item>[][], unread: number) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread }),
    'POST /app/notifications/list': (call: SentCall) => {
      const page = (call.body as { page: number }).page;
      return json({ response: true, data: pages[page - 1] ?? [], records: 10 });
    },
    'POST /app/notifications/set_read': () => json({ response: true }),
    'POST /app/notifications/exclude': () => json({ response: true }),
  });
}

async function openPanel(unread: number) {
  const bell = await screen.findByRole('button', { name: `Notifications (${unread} unread)` });
  fireEvent.click(bell);
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('notification bell', () => {
  it('marks an unread notification read when its text is clicked, lowering the counter', async () => {
    const api = server([[item(1, false), item(2, false), item(3, true)]], 2);
    renderApp({ user, fetch: api.fetchFn });
    const panel = await openPanel(2);

    fireEvent.click(await within(panel).findByRole('button', { name: /Text 1/ }));
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
    expect(api.to('POST', '/app/notifications/set_read').map((c) => c.body)).toEqual([{ req_id: 'n1' }]);
    expect(within(panel).queryByRole('button', { name: /Text 1/ })).toBeNull();
    expect(within(panel).getByText('Text 1')).toBeTruthy();
    // A read notification's text is not a button.
    expect(within(panel).queryByRole('button', { name: /Text 3/ })).toBeNull();
  });

  it('excludes notifications; only an unread one lowers the counter', async () => {
    const api = server([[item(1, false), item(2, false), item(3, true)]], 2);
    renderApp({ user, fetch: api.fetchFn });
    const panel = await openPanel(2);

    fireEvent.click(await within(panel).findByRole('button', { name: 'Delete the notification Label 3' }));
    await waitFor(() => expect(within(panel).queryByText('Text 3')).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete the notification Label 2' }));
    await waitFor(() => expect(within(panel).queryByText('Text 2')).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
    expect(api.to('POST', '/app/notifications/exclude').map((c) => c.body)).toEqual([
      { req_id: 'n3' },
      { req_id: 'n2' },
    ]);
  });

  it('loads 10 per page until a shorter page, then says there are no more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => item(i + 1, true));
    const api = server([first, [item(11, true)]], 0);
    renderApp({ user, fetch: api.fetchFn });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });

    fireEvent.click(await within(panel).findByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Text 11')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(11);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(panel).getByText('no more records')).toBeTruthy();
    expect(api.to('POST', '/app/notifications/list').map((c) => c.body)).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('opens the page of a notification, marking it read and closing the panel', async () => {
    const api = server([[item(1, false, '/quotes'), item(2, true)]], 1);
    const { router } = renderApp({ user, fetch: api.fetchFn });
    const panel = await openPanel(1);
    const links = await within(panel).findAllByRole('link', { name: 'Open' });
    expect(links).toHaveLength(1);
    fireEvent.click(links[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('aria-expanded')).toBe('false');
    expect(api.to('POST', '/app/notifications/set_read').map((c) => c.body)).toEqual([{ req_id: 'n1' }]);
  });

  it('says so when there is nothing, and closes with its button', async () => {
    renderApp({ user, fetch: server([[]], 0).fetchFn });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('No records found!')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks for the counter again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server([[]], 3);
    renderApp({ user, fetch: api.fetchFn });
    await screen.findByRole('button', { name: 'Notifications (3 unread)' });
    expect(api.to('GET', '/app/notifications/get_count')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(api.to('GET', '/app/notifications/get_count')).toHaveLength(2));
  });
});
