import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/api-client-kit';
import { companyServer, ownCard, ratesAnswer } from '../../../test/company-kit';
import { renderInProviders } from '../../../test/render-app';
import { CompanyRatingsTab } from './company-ratings-tab';

afterEach(cleanup);

const card = ownCard;
const rates = ratesAnswer;

const REASON = 'We never worked with this customer.';

describe('reporting a rating to the association', () => {
  it('checks the reason as the server does, shows a refused field on it, then marks the rating reported', async () => {
    let reported = false;
    const api = companyServer({
      'GET /app/company/rates': () =>
        rates([card('R1', reported, 'Thieves and liars'), card('R2', true, 'Already reported')]),
      'POST /app/company/rate_report': [
        () =>
          json({
            response: false,
            error: 'VAL001',
            message: 'Check the reason.',
            fields: { reason: 'The server refused this reason.' },
          }),
        () => {
          reported = true;
          return json({ response: true, message: 'Thank you: the association will review this rating.' });
        },
      ],
    });
    renderInProviders(<CompanyRatingsTab />, { fetch: api.fetchFn });
    // A rating already reported says so instead of offering the button.
    expect(await screen.findByText('Reported — under review')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Report to the association' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: 'Report this rating' });
    const reason = within(dialog).getByLabelText('Why should the association review it?');
    expect(reason.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('0 of 500 characters (at least 10)')).toBeTruthy();

    fireEvent.input(reason, { target: { value: 'Too short' } });
    expect(await within(dialog).findByText('9 of 500 characters (at least 10)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/at least 10 characters/)).toBeTruthy();
    expect(api.to('POST', '/app/company/rate_report')).toHaveLength(0);

    fireEvent.input(reason, { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('The server refused this reason.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', '/app/company/rate_report')[1]?.body).toEqual({ req_id: 'R1', reason: REASON });
    await waitFor(() => expect(screen.getAllByText('Reported — under review')).toHaveLength(2));
    // The focus goes to the new status, not back to a button that is gone.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Reported — under review'));
    expect(screen.queryByRole('button', { name: 'Report to the association' })).toBeNull();
  });
});
