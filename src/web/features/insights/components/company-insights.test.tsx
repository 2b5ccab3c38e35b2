import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyInsights as Data } from '../../../../shared/schemas/insights';
import { json } from '../../../test/api-client-kit';
import { companyServer, renderOwnerPiece } from '../../../test/company-kit';
import { emptyInsights } from '../../../test/insights-kit';
import { CompanyInsights } from './company-insights';

// Issue 35 item 2: the owner's insights name the searches that brought buyers, and a failed load
// offers the one retry.

const WAIT = { timeout: 20_000 };

const data = (searches: Data['searches']): Data => emptyInsights({ searches });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the insights tab', () => {
  it('lists the searches after which buyers opened the page, counted in the page language (pt-BR)', async () => {
    const searches = [
      { words: 'usinagem de eixos', opened: 1234 },
      { words: 'caldeiraria', opened: 1 },
    ];
    const fake = companyServer({
      'POST /app/company/insights': () => json({ response: true, data: data(searches) }),
    });
    renderOwnerPiece(<CompanyInsights responsiveness={null} />, { fetch: fake.fetchFn, lang: 'pt-BR' });
    const section = await screen.findByRole(
      'region',
      { name: 'Buscas que trouxeram compradores até você' },
      WAIT,
    );
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['usinagem de eixos aberta 1.234 vezes', 'caldeiraria aberta 1 vez']);
  }, 60_000);

  it('says when no search qualifies, and retries a failed load (en)', async () => {
    let calls = 0;
    const fake = companyServer({
      'POST /app/company/insights': () => {
        calls += 1;
        return calls === 1
          ? json({ response: false, error: 'GEN500', message: 'Something failed.' }, 500)
          : json({ response: true, data: data([]) });
      },
    });
    renderOwnerPiece(<CompanyInsights responsiveness={null} />, { fetch: fake.fetchFn });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Your figures could not be loaded.');
    expect(alert.textContent).not.toContain('Try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'No search made by three people or more has led to your page in the last 30 days yet.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
  }, 60_000);

  it('shows the quote funnel beside its categories’ median, or says there is too little (both languages)', async () => {
    const funnel = (received: number, answered: number, won: number, peers: number): Data['funnel'] => ({
      received,
      answered,
      won,
      peerAnsweredRate: peers >= 3 ? 0.5 : null,
      peerWonRate: peers >= 3 ? 0.25 : null,
      peers,
      tooLittleData: received < 3,
    });
    const rendered = async (f: Data['funnel'], lang: 'en' | 'pt-BR', title: string) => {
      const fake = companyServer({
        'POST /app/company/insights': () => json({ response: true, data: { ...data([]), funnel: f } }),
      });
      renderOwnerPiece(<CompanyInsights responsiveness={null} />, { fetch: fake.fetchFn, lang });
      const section = await screen.findByRole('region', { name: title }, WAIT);
      const text = section.textContent ?? '';
      cleanup();
      return text;
    };
    const few = await rendered(funnel(2, 1, 0, 1), 'en', 'Quote requests in the last 12 months');
    expect(few).toContain('Answered: 1');
    expect(few).not.toContain('%');
    expect(few).toContain('Too few requests in the last 12 months (fewer than 3)');
    expect(few).toContain('Not enough companies in your categories received requests to compare with.');
    const enough = await rendered(funnel(20, 15, 5, 4), 'pt-BR', 'Cotações nos últimos 12 meses');
    expect(enough).toContain('Respondidas: 15 (75%)');
    expect(enough).toContain('Ganhas: 5 (25%)');
    expect(enough).toContain('Empresas das suas categorias (mediana de 4): responderam 50%, ganharam 25%.');
    expect(enough).not.toContain('Poucas cotações');
  }, 60_000);
});
