import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InsightFigures } from '../../../shared/schemas/insights';
import type { ListingInsights } from '../../../shared/schemas/listing-insights';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderAdminTab } from '../../test/render-app';

// Issue 35 item 4: the association's view of its listings, and the reminder to a list's owners.

const WAIT = { timeout: 30_000 };
afterEach(cleanup);

const figures = (views: number): InsightFigures => ({
  views,
  appearances: views * 3,
  clicks: 4,
  websiteClicks: 4,
  phoneClicks: 0,
  whatsappClicks: 0,
  emailClicks: 0,
  quotesReceived: 2,
  quotesAnswered: 1,
  quotesWon: 0,
  ratings: 0,
});

const data = (reminded: string | null): ListingInsights => ({
  days: { current: figures(1234), previous: figures(900) },
  companies: 3,
  categories: [
    { id: 1, name: 'Forjaria', companies: 2, views: 1200, appearances: 3600, clicks: 4, quotesReceived: 2 },
  ],
  idle: {
    total: 1,
    rows: [
      { reqId: 'C1', tradeName: 'Forja Parada', listedAt: '2026-03-02T15:00:00.000Z', remindedAt: reminded },
    ],
  },
  incomplete: {
    total: 0,
    rows: [],
  },
});

function server() {
  let reminded: string | null = null;
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
    'POST /app/admin/listings/insights': () => json({ response: true, data: data(reminded) }),
    'POST /app/admin/listings/remind': () => {
      reminded = '2026-11-29T14:00:00.000Z';
      return json({ response: true, message: 'Lembrete enviado a 1 empresa.', sent: 1, skipped: 0 });
    },
  });
}

const open = (lang: 'en' | 'pt-BR', api: ReturnType<typeof server>) =>
  renderAdminTab('listings', lang, api.fetchFn);

describe('/admin listings tab', () => {
  it('shows the catalogue’s figures beside the 30 days before and each category, in the page language', async () => {
    open('en', server());
    expect(await screen.findByText('1,234 (30 days before: 900)', {}, WAIT)).toBeTruthy();
    const categories = screen.getByRole('region', { name: 'By category, last 30 days' });
    expect(within(categories).getByRole('rowheader', { name: 'Forjaria' })).toBeTruthy();
    expect(within(categories).getByText('1,200')).toBeTruthy();
    expect(screen.getByText('Every listed company has a complete profile.')).toBeTruthy();
  });

  it('asks before reminding the owners, sends once, and shows when (pt-BR)', async () => {
    const api = server();
    open('pt-BR', api);
    const idle = await screen.findByRole('region', { name: 'Empresas sem visitas' }, WAIT);
    expect(within(idle).getByText('Nunca')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar um lembrete aos donos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lembrar os donos das empresas sem visitas?' });
    expect(dialog.textContent).toContain('O dono de 1 empresa recebe um e-mail no seu idioma');
    expect(api.to('POST', '/app/admin/listings/remind')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar os lembretes' }));
    expect(await screen.findByText('Lembrete enviado a 1 empresa.', {}, WAIT)).toBeTruthy();
    expect(api.to('POST', '/app/admin/listings/remind').map((call) => call.body)).toEqual([{ kind: 'idle' }]);
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'Empresas sem visitas' })).queryByText('Nunca'),
        ).toBeNull(),
      WAIT,
    );
    expect(
      within(screen.getByRole('region', { name: 'Empresas sem visitas' })).getByText(
        /29 de novembro de 2026/,
      ),
    ).toBeTruthy();
  });
});
