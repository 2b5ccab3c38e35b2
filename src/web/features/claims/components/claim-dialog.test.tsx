import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, type Route, scriptedServer } from '../../../test/api-client-kit';
import { renderInProviders } from '../../../test/render-app';
import { ClaimDialog } from './claim-dialog';

/* Issue 33 item 3: "Is this your company? Claim it" on a listing's page. */

const WAIT = { timeout: 8000 };
afterEach(cleanup);

const company = { reqId: 'C1', tradeName: 'Fundição “Ñ” Ltda' };
const user = { id: 1, shortName: 'Ana', company: 0, companyName: '' };

function server(start: Route) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/claims/start': start,
  });
}

describe('the claim dialog', () => {
  it('asks a visitor to log in first, and sends nothing', () => {
    const api = server(() => json({ response: true, outcome: 'mailed', message: 'x' }));
    renderInProviders(<ClaimDialog company={company} onClose={() => {}} />, { fetch: api.fetchFn });
    expect(screen.getByRole('dialog', { name: 'Claim Fundição “Ñ” Ltda' })).toBeTruthy();
    expect(screen.getByText('Log in, or create your account, to claim this company.')).toBeTruthy();
    expect(screen.queryByLabelText(/Work e-mail/)).toBeNull();
    expect(api.to('POST', '/app/claims/start')).toHaveLength(0);
  });

  it('checks the e-mail as the server would, then shows where the claim went (en)', async () => {
    const api = server(() =>
      json({
        response: true,
        outcome: 'pending',
        message: 'The association will look into your claim and write to you.',
      }),
    );
    renderInProviders(<ClaimDialog company={company} onClose={() => {}} />, { fetch: api.fetchFn, user });
    const email = screen.getByLabelText(/Work e-mail/);
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim the company' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(api.to('POST', '/app/claims/start')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'ana@fundicao.example' } });
    const message = screen.getByLabelText(/Message to the association/);
    // A NUL in the message is refused on its field, as the server's schema would.
    fireEvent.change(message, { target: { value: 'Sou a diretora \u0000 industrial' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim the company' }));
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(api.to('POST', '/app/claims/start')).toHaveLength(0);
    fireEvent.change(message, { target: { value: 'Sou a diretora industrial \u{1F600}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim the company' }));
    expect(
      await screen.findByText('The association will look into your claim and write to you.', {}, WAIT),
    ).toBeTruthy();
    expect(api.to('POST', '/app/claims/start')[0]?.body).toEqual({
      req_id: 'C1',
      email: 'ana@fundicao.example',
      message: 'Sou a diretora industrial \u{1F600}',
    });
    // Once sent, the dialog offers no second send.
    expect(screen.queryByRole('button', { name: 'Claim the company' })).toBeNull();
  });

  it("shows the server's refusal on its field, in the page language (pt-BR)", async () => {
    const api = server(() =>
      json({
        response: false,
        error: 'VAL001',
        message: 'Verifique os campos.',
        fields: { email: 'Informe um e-mail válido.' },
      }),
    );
    renderInProviders(<ClaimDialog company={company} onClose={() => {}} />, {
      fetch: api.fetchFn,
      user,
      lang: 'pt-BR',
    });
    fireEvent.change(screen.getByLabelText(/E-mail de trabalho/), {
      target: { value: 'ana@fundicao.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reivindicar a empresa' }));
    expect(await screen.findByText('Informe um e-mail válido.', {}, WAIT)).toBeTruthy();
  });
});
