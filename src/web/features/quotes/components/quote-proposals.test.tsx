import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedServer } from '../../../lib/api-client-test-kit';
import { renderInProviders } from '../../../test/render-app';
import { QuoteProposals } from './quote-proposals';
import { quoteFixture } from './quote-test-kit';

afterEach(cleanup);

const quote = quoteFixture();

function renderForm() {
  const api = scriptedServer({});
  renderInProviders(<QuoteProposals quote={quote} side="company" />, { fetch: api.fetchFn });
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
