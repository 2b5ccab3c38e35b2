import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/api-client-kit';
import { CATEGORIES, CITIES, companyServer, savedCompany } from '../../../test/company-kit';
import { renderInProviders } from '../../../test/render-app';
import { CompanyData } from './company-data';
import { CompanyRatingsTab } from './company-ratings-tab';

afterEach(cleanup);

const lists = {
  'GET /app/categories/list_full': () => json({ response: true, data: CATEGORIES }),
  'POST /app/address/data': () => json({ response: true, data: CITIES }),
};

describe('company data tab', () => {
  it('offers the registration without asking for a company the user does not have', async () => {
    const api = companyServer(lists);
    renderInProviders(<CompanyData hasCompany={false} />, { fetch: api.fetchFn });
    expect(await screen.findByRole('heading', { name: 'Register your company' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register company' })).toBeTruthy();
    expect(api.to('GET', '/app/company/info')).toHaveLength(0);
  });

  it('fills the update form and resends the confirmation of an unconfirmed e-mail', async () => {
    const api = companyServer({
      ...lists,
      'GET /app/company/info': () => json({ response: true, company: savedCompany({ emailValid: false }) }),
      'GET /app/company_email/resend_validation': () => json({ response: true, message: 'Link sent again.' }),
    });
    renderInProviders(<CompanyData hasCompany />, { fetch: api.fetchFn });
    expect(await screen.findByRole('heading', { name: 'Company data' })).toBeTruthy();
    expect((screen.getByLabelText('Trade name') as HTMLInputElement).value).toBe('Metal Exemplo');
    expect(screen.getByRole('option', { name: 'Limeira' })).toBeTruthy();
    expect(screen.getByText(/The company e-mail is not confirmed/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect(await screen.findByText('Link sent again.')).toBeTruthy();
    expect(api.to('GET', '/app/company_email/resend_validation')).toHaveLength(1);
  });

  it('says a confirmed e-mail is confirmed and offers no resend', async () => {
    const api = companyServer({
      ...lists,
      'GET /app/company/info': () => json({ response: true, company: savedCompany() }),
    });
    renderInProviders(<CompanyData hasCompany />, { fetch: api.fetchFn });
    expect(await screen.findByText('The company e-mail is confirmed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend the confirmation e-mail' })).toBeNull();
  });

  it('says when the data could not be loaded and loads it again on request', async () => {
    let up = false;
    const api = companyServer({
      ...lists,
      'GET /app/company/info': () =>
        up
          ? json({ response: true, company: savedCompany() })
          : json({ response: false, error: 'GEN001', message: 'The server is resting.' }),
    });
    renderInProviders(<CompanyData hasCompany />, { fetch: api.fetchFn });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server is resting.');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Company data' })).toBeTruthy();
  });
});

describe('company ratings tab', () => {
  it('shows the averages in the page language and each rating without its empty facts', async () => {
    const api = companyServer({
      'GET /app/company/rates': () =>
        json({
          response: true,
          rate: 4.25,
          ratesAvg: { count: 1, product: 4, comunication: 5, general: null },
          ratesList: [
            {
              generalEvaluation: 4,
              date: '2026-03-14T12:00:00.000Z',
              concludedDesc: 'Yes',
              deliveredInTimeDesc: 'No',
              priceAsQuoteDesc: 'Yes',
              recommend3rDpartyDesc: 'Yes',
              productRate: 4,
              comunication: 5,
              shortDescription: 'Good parts.',
              suggestions: null,
            },
          ],
        }),
    });
    renderInProviders(<CompanyRatingsTab />, { fetch: api.fetchFn, lang: 'pt-BR' });
    expect(await screen.findByText('4,3 de 5')).toBeTruthy();
    expect(screen.getByText('1 avaliação')).toBeTruthy();
    expect(screen.getByText('Good parts.')).toBeTruthy();
    expect(screen.getByRole('time').getAttribute('dateTime')).toBe('2026-03-14');
    expect(screen.queryByText('Sugestões')).toBeNull();
  });
});
