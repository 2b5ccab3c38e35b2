import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/api-client-kit';
import { companyServer, renderOwnerPiece } from '../../../test/company-kit';
import { emptyInsights } from '../../../test/insights-kit';
import { CompanyInsights } from './company-insights';
import { DigestOff } from './digest-off';

// Issue 35 item 3: the monthly e-mail turned off in one click from its link (no login; the page
// asks first, since mail scanners open links) or from the owner's insights tab.

const WAIT = { timeout: 20_000 };
afterEach(cleanup);

describe('the monthly e-mail’s off link', () => {
  it('asks first, then turns it off by the link’s token and says so (pt-BR)', async () => {
    const fake = companyServer({
      'POST /app/insights/digest_off': () =>
        json({
          response: true,
          message: 'Pronto: a sua empresa não receberá mais o e-mail mensal dos seus números.',
        }),
    });
    renderOwnerPiece(<DigestOff token="7.0123456789abcdef0123456789abcdef" />, {
      fetch: fake.fetchFn,
      lang: 'pt-BR',
    });
    const button = await screen.findByRole('button', { name: 'Parar o e-mail mensal' }, WAIT);
    expect(fake.to('POST', '/app/insights/digest_off')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByRole('status', {}, WAIT)).toHaveProperty(
      'textContent',
      'Pronto: a sua empresa não receberá mais o e-mail mensal dos seus números.',
    );
    expect(fake.to('POST', '/app/insights/digest_off').map((c) => c.body)).toEqual([
      { token: '7.0123456789abcdef0123456789abcdef' },
    ]);
  });

  it('says so when the link is not one (en)', async () => {
    const fake = companyServer({
      'POST /app/insights/digest_off': () =>
        json({ response: false, error: 'INS001', message: 'This link is not valid.' }),
    });
    renderOwnerPiece(<DigestOff token="7.bad" />, { fetch: fake.fetchFn });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop the monthly e-mail' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('This link is not valid.');
  });
});

describe('the monthly e-mail’s switch in the insights tab', () => {
  it('is on by default and turns off in one click', async () => {
    let digest = true;
    const fake = companyServer({
      'POST /app/company/insights': () => json({ response: true, data: emptyInsights({ digest }) }),
      'POST /app/company/insights_digest': (call) => {
        digest = (call.body as { on: boolean }).on;
        return json({ response: true });
      },
    });
    renderOwnerPiece(<CompanyInsights responsiveness={null} />, { fetch: fake.fetchFn });
    const box = await screen.findByRole(
      'checkbox',
      { name: 'Send me a summary of these figures once a month' },
      WAIT,
    );
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(fake.to('POST', '/app/company/insights')).toHaveLength(2), WAIT);
    expect(fake.to('POST', '/app/company/insights_digest').map((c) => c.body)).toEqual([{ on: false }]);
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false), WAIT);
  }, 60_000);
});
