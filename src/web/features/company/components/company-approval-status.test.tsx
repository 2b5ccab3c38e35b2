import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/api-client-kit';
import { CATEGORIES, CITIES, companyServer, savedCompany } from '../../../test/company-kit';
import { renderInProviders } from '../../../test/render-app';
import { CompanyData } from './company-data';

// The owner's view of a company the association has not approved (issue 33 item 4, decision 0044).
afterEach(cleanup);

const lists = {
  'GET /app/categories/list_full': () => json({ response: true, data: CATEGORIES }),
  'POST /app/address/data': () => json({ response: true, data: CITIES }),
};

describe('a company waiting for approval, in its owner’s profile', () => {
  it('says it waits and is not in the catalogue, with no resubmit button', async () => {
    const api = companyServer({
      ...lists,
      'GET /app/company/info': () =>
        json({
          response: true,
          company: {
            ...savedCompany(),
            approval: { status: 'pending', reason: null, requestedAt: '2026-11-20T13:30:00.000Z' },
          },
        }),
    });
    renderInProviders(<CompanyData hasCompany />, { fetch: api.fetchFn });
    expect(await screen.findByText('Waiting for the association’s approval:')).toBeTruthy();
    expect(
      screen.getByText(/does not appear in the catalogue until the association approves it/),
    ).toBeTruthy();
    expect(screen.getByText(/10:30/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for approval again' })).toBeNull();
  });

  it('shows a refusal’s reason and sends the corrected company again', async () => {
    const api = companyServer({
      ...lists,
      'GET /app/company/info': () =>
        json({
          response: true,
          company: {
            ...savedCompany(),
            approval: { status: 'refused', reason: 'Falta o cartão CNPJ.', requestedAt: null },
          },
        }),
      'POST /app/company/approval_resubmit': () =>
        json({ response: true, message: 'Metal Exemplo went back to the association.' }),
    });
    renderInProviders(<CompanyData hasCompany />, { fetch: api.fetchFn });
    expect(await screen.findByText('Not approved by the association.')).toBeTruthy();
    expect(screen.getByText('Reason: Falta o cartão CNPJ.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send for approval again' }));
    expect(await screen.findByText('Metal Exemplo went back to the association.')).toBeTruthy();
    expect(api.to('POST', '/app/company/approval_resubmit')).toHaveLength(1);
  });
});
