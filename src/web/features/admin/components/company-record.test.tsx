import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderInProviders } from '../../../test/render-app';
import type { AdminCompanyRow } from '../api/admin';
import { CompanyRecordToggle } from './company-record';

afterEach(cleanup);

const row: AdminCompanyRow = {
  reqId: 'abc123def456ghi789',
  tradeName: 'Metalúrgica Piracicabana',
  name: 'Metalúrgica Piracicabana Ltda.',
  cnpj: '37179011000190',
  email: 'contato@metal.example',
  emailValid: true,
  city: 'Piracicaba',
  state: 'SP',
  createdAt: '2026-01-02T10:00:00Z',
  suspendedAt: null,
  verifiedAt: null,
};

describe('the company full record (issue 30 item 24)', () => {
  it('shows the CNPJ and phone formatted, the owner’s language by name, and links to the public page', async () => {
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'POST /app/admin/companies/info': () =>
        json({
          response: true,
          data: {
            ...row,
            suspensionReason: null,
            acceptsQuotes: true,
            phone1: '19934221978',
            website: null,
            address: 'Rua A, 1 — Centro',
            categories: ['Metalurgia'],
            owner: { name: 'Ana Dona', email: 'ana@metal.example', lang: 'pt-BR' },
            quotesReceived: 3,
          },
        }),
    });
    renderInProviders(<CompanyRecordToggle company={row} />, { fetch: server.fetchFn });
    fireEvent.click(screen.getByRole('button', { name: 'Full record' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(await within(dialog).findByText('37.179.011/0001-90', {}, { timeout: 8000 })).toBeTruthy();
    expect(within(dialog).getByText('19 93422-1978')).toBeTruthy();
    expect(within(dialog).queryByText('37179011000190')).toBeNull();
    expect(within(dialog).getByText('Portuguese')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: /public page/i });
    expect(link.getAttribute('href')).toBe('/company/abc123def456ghi789/metalurgica-piracicabana');
  });
});
