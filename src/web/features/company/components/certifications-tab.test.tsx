import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATIONS, type OwnCertification } from '../../../../shared/schemas/company-certifications';
import { json, type SentCall } from '../../../test/api-client-kit';
import { companyServer, renderOwnerPiece } from '../../../test/company-kit';
import { CertificationsTab } from './certifications-tab';

// The profile's certifications form (issue 32, decision 0037): the list says valid or expired and
// checked or not in words; adding one sends the server's fields (another standard typed, a day as
// YYYY-MM-DD) and shows the server's refusal on its field; the limit's message; both languages.

const WAIT = { timeout: 20_000 };

const cert = (n: number, more: Partial<OwnCertification> = {}): OwnCertification => ({
  reqId: `C${n}`,
  standard: 'iso9001',
  standardOther: null,
  number: `BR-${n}`,
  certificationBody: 'Bureau Veritas',
  scope: null,
  validUntil: '2030-03-31',
  expired: false,
  checked: false,
  pdf: null,
  ...more,
});

function server(list: OwnCertification[], save?: (call: SentCall) => Response) {
  return companyServer({
    'POST /app/company/certifications/list': () => json({ response: true, certifications: list }),
    'POST /app/company/certifications/save':
      save ?? (() => json({ response: true, message: 'Saved.', certification: cert(9) })),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the certifications tab', () => {
  it('lists each with its day, expired or not, checked or not, in words (en)', async () => {
    const fake = server([
      cert(1, { checked: true }),
      cert(2, { standard: 'other', standardOther: 'PBQP-H', validUntil: '2025-01-10', expired: true }),
    ]);
    renderOwnerPiece(<CertificationsTab />, { fetch: fake.fetchFn });
    expect(await screen.findByText('ISO 9001', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Valid until March 31, 2030 · checked by the association/)).toBeTruthy();
    expect(screen.getByText('PBQP-H')).toBeTruthy();
    expect(screen.getByText(/Expired: its last day was January 10, 2025 · not checked yet/)).toBeTruthy();
    expect(screen.getByText('Certifications: 2 of 20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit PBQP-H' })).toBeTruthy();
  }, 60_000);

  it('adds another standard typed with its last day and shows the server’s refusal on its field (pt-BR)', async () => {
    const fake = server([], () =>
      json({
        response: false,
        error: 'VAL001',
        message: 'Número do certificado: muito longo.',
        fields: { number: 'Número muito longo!' },
      }),
    );
    renderOwnerPiece(<CertificationsTab />, { fetch: fake.fetchFn, lang: 'pt-BR' });
    fireEvent.click(await screen.findByRole('button', { name: 'Incluir uma certificação' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).queryByLabelText('Nome da norma')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Norma'), { target: { value: 'other' } });
    fireEvent.change(await within(dialog).findByLabelText('Nome da norma'), { target: { value: 'PBQP-H' } });
    fireEvent.change(within(dialog).getByLabelText('Número do certificado'), { target: { value: 'P-1' } });
    fireEvent.change(within(dialog).getByLabelText('Organismo certificador'), { target: { value: 'ABNT' } });
    // The masked date field reads what is typed (input events), as in a browser.
    fireEvent.input(within(dialog).getByLabelText('Válida até'), { target: { value: '31/12/2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fake.to('POST', '/app/company/certifications/save')).toHaveLength(1), WAIT);
    expect(fake.to('POST', '/app/company/certifications/save')[0].body).toMatchObject({
      standard: 'other',
      standard_other: 'PBQP-H',
      number: 'P-1',
      certification_body: 'ABNT',
      valid_until: '2027-12-31',
      pdf: null,
    });
    expect(await within(dialog).findByText('Número muito longo!', {}, WAIT)).toBeTruthy();
  }, 60_000);

  it('says the limit in the server’s words instead of offering to add', async () => {
    const full = Array.from({ length: CERTIFICATIONS.perCompany }, (_, i) => cert(i));
    renderOwnerPiece(<CertificationsTab />, { fetch: server(full).fetchFn });
    expect(
      await screen.findByText(
        'Your company already lists 20 certifications: remove one to add another.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a certification' })).toBeNull();
  }, 60_000);
});
