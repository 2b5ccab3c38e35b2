import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchLogRow } from '../../../shared/schemas/search-log';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderAdminTab } from '../../test/render-app';

const WAIT = { timeout: 30_000 };
afterEach(cleanup);

const row = (words: string, lang: SearchLogRow['lang'], searches: number, results: number): SearchLogRow => ({
  words,
  lang,
  searches,
  sessions: Math.ceil(searches / 2),
  foundNothing: results === 0 ? searches : 0,
  results,
  opened: results > 0 ? 3 : 0,
});

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
    'POST /app/admin/search_log': (call) => {
      const { month, lang } = call.body as { month?: string; lang?: string };
      const top = [row('usinagem cnc', 'pt-BR', 1234, 48), row('heat treatment', 'en', 7, 5)];
      const nothing = [row('galvanoplastia', 'pt-BR', 12, 0)];
      const pick = (rows: SearchLogRow[]) => rows.filter((r) => lang === undefined || r.lang === lang);
      return json({
        response: true,
        month: month ?? '2026-11',
        months: ['2026-11', '2026-10'],
        top: month === '2026-10' ? [] : pick(top),
        nothing: month === '2026-10' ? [] : pick(nothing),
      });
    },
  });
}

const open = (lang: 'en' | 'pt-BR', api: ReturnType<typeof server>) =>
  renderAdminTab('searches', lang, api.fetchFn);

describe('/admin searches tab', () => {
  it('lists the month’s most frequent searches and those that found nothing, counts in the page language', async () => {
    const api = server();
    open('pt-BR', api);
    const top = await screen.findByRole('region', { name: 'Buscas mais frequentes' }, WAIT);
    expect(within(top).getByRole('rowheader', { name: /usinagem cnc/ })).toBeTruthy();
    expect(within(top).getByText('1.234')).toBeTruthy();
    const nothing = screen.getByRole('region', { name: 'Buscas que não encontraram nada' });
    expect(within(nothing).getByText('galvanoplastia').getAttribute('lang')).toBe('pt-BR');
    expect(screen.getByRole('option', { name: 'novembro de 2026' })).toBeTruthy();
  });

  it('filters by language and month, in English', async () => {
    const api = server();
    open('en', api);
    await screen.findByRole('region', { name: 'Most frequent searches' }, WAIT);
    expect(screen.getByText('1,234')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en' } });
    expect(await screen.findByText('heat treatment', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('usinagem cnc')).toBeNull(), WAIT);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    expect(await screen.findByText('No searches this month.', {}, WAIT)).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ month: '2026-10', lang: 'en' });
  });
});
