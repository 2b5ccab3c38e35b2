import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createAppServices } from '../../../app/services';
import { scriptedServer } from '../../../lib/api-client-test-kit';
import { createI18n } from '../../../lib/i18n';
import { createMemoryStorage } from '../../../lib/storage';
import { QuoteProposals } from './quote-proposals';

afterEach(cleanup);

const quote: QuoteInfo = {
  id: 'q-1',
  reqId: 'q-1',
  title: 'Steel brackets',
  description: 'Five hundred units.',
  categoryId: 3,
  categoryName: 'Metalwork',
  status: 'a',
  statusDesc: 'Open',
  dateOpen: '2026-03-02T12:00:00.000Z',
  dateUpdate: null,
  dateClose: null,
  allCompanies: true,
  companies: [],
  exclude: [],
  attachments: [],
  questions: [],
  proposals: [],
  proposalChosen: false,
  rate: null,
} as unknown as QuoteInfo;

function renderForm() {
  const i18n = createI18n('en');
  const api = scriptedServer({});
  const services = createAppServices({
    storage: createMemoryStorage({}),
    i18n,
    navigate: () => {},
    fetch: api.fetchFn,
  });
  render(
    <AppProviders services={services} i18n={i18n} queryClient={createQueryClient()}>
      <QuoteProposals quote={quote} side="company" />
    </AppProviders>,
  );
  return api;
}

describe('proposal form', () => {
  it('names a non-PDF file as a refused type, also when Send is pressed, and sends nothing', async () => {
    const api = renderForm();
    const input = screen.getByLabelText('Proposal (PDF, up to 3 MB)') as HTMLInputElement;
    const file = new File(['just some notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe('notes.txt: the file type is not allowed!');

    fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(screen.getByRole('alert').textContent).toBe('notes.txt: the file type is not allowed!');
    expect(screen.queryByText('Required field!')).toBeNull();
    expect(api.to('POST', '/app/quotes/proposal_send')).toHaveLength(0);
  });

  it('asks for a file when none was chosen', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required field!');
  });
});
