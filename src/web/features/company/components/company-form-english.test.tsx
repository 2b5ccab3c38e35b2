import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/api-client-kit';
import { companyServer, renderCompanyForm, savedCompany } from '../../../test/company-kit';

// Issue 32 item 2 (decision 0042): the profile form shows each about text beside its English one.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const area = (label: string) => screen.getByLabelText(label) as HTMLTextAreaElement;
const saved = () => savedCompany({ aboutEn: 'We machine parts.', aboutShortEn: 'Machined parts.' });
const updated = () =>
  json({ response: true, message: 'Saved.', company: { id: 40, reqId: 'CMP40', name: 'Metal Exemplo' } });

describe('the about texts in two languages', () => {
  it('shows the English texts beside the Portuguese ones, marked English, and sends a change of them', async () => {
    const api = companyServer({ 'PUT /app/company/update': updated });
    renderCompanyForm({ company: saved(), fetch: api.fetchFn });
    const [pt, en] = [area('About the company'), area('About the company in English')];
    expect(en.value).toBe('We machine parts.');
    expect(en.getAttribute('lang')).toBe('en');
    expect(pt.getAttribute('lang')).toBeNull();
    // Side by side: the pair shares one parent, the Portuguese first.
    const pair = en.closest('[class*="pair"]');
    expect(pair).not.toBeNull();
    expect(pair?.contains(pt)).toBe(true);
    expect(area('Short description in English').value).toBe('Machined parts.');
    expect(
      screen.getAllByText('Optional. Without it, English readers see the Portuguese text.'),
    ).toHaveLength(2);

    fireEvent.change(en, { target: { value: 'We machine and grind parts.' } });
    fireEvent.change(area('Short description in English'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save company data' }));
    await waitFor(() => expect(api.to('PUT', '/app/company/update')).toHaveLength(1));
    const body = api.to('PUT', '/app/company/update')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      about: savedCompany().about,
      about_en: 'We machine and grind parts.',
      about_short_en: null,
    });
  });

  it('names the English fields in Portuguese on a Portuguese page', () => {
    renderCompanyForm({ company: saved(), lang: 'pt-BR', fetch: companyServer().fetchFn });
    expect(area('Sobre a empresa em inglês').value).toBe('We machine parts.');
    expect(area('Descrição curta em inglês').value).toBe('Machined parts.');
  });

  it('starts empty for a company without English texts, and puts a refusal on the English field', async () => {
    const api = companyServer({
      'PUT /app/company/update': () =>
        json({
          response: false,
          error: 'VAL001',
          message: 'About the company (English): invalid text.',
          fields: { about_en: 'About the company (English): invalid text.' },
        }),
    });
    renderCompanyForm({ company: savedCompany(), fetch: api.fetchFn });
    expect(area('About the company in English').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save company data' }));
    expect(await screen.findByText('About the company (English): invalid text.')).toBeTruthy();
    await waitFor(() =>
      expect(area('About the company in English').getAttribute('aria-invalid')).toBe('true'),
    );
  });
});
