import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnRateCard } from '../../../../shared/schemas/company-read';
import { json } from '../../../test/api-client-kit';
import { companyServer, ownCard, ratesAnswer } from '../../../test/company-kit';
import { renderInProviders } from '../../../test/render-app';
import { CompanyRatingsTab } from './company-ratings-tab';

afterEach(cleanup);

const ANSWER = 'Thank you: we changed our carrier since.';
const published = (text: string, hidden = false): OwnRateCard['reply'] => ({
  text,
  date: '2026-03-20T12:00:00.000Z',
  hidden,
});

describe("answering a rating on the company's page", () => {
  it('checks the answer as the server does, shows a refused field on it, then shows the published answer', async () => {
    let reply: OwnRateCard['reply'] = null;
    const api = companyServer({
      'GET /app/company/rates': () => ratesAnswer([ownCard('R1', false, 'Late', reply)]),
      'POST /app/company/rate_reply': [
        () =>
          json({
            response: false,
            error: 'VAL001',
            message: 'Check the answer.',
            fields: { reply: 'The server refused this answer.' },
          }),
        () => {
          reply = published(ANSWER);
          return json({ response: true, message: 'Your answer is published on the company page.' });
        },
      ],
    });
    renderInProviders(<CompanyRatingsTab />, { fetch: api.fetchFn });
    fireEvent.click(await screen.findByRole('button', { name: 'Answer publicly' }));

    const dialog = await screen.findByRole('dialog', { name: 'Answer this rating publicly' });
    const text = within(dialog).getByLabelText('Your answer');
    expect(text.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('0 of 1000 characters (at least 10)')).toBeTruthy();
    fireEvent.input(text, { target: { value: '  Sorry!  ' } });
    expect(await within(dialog).findByText('6 of 1000 characters (at least 10)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish answer' }));
    expect(await within(dialog).findByText(/at least 10 characters/)).toBeTruthy();
    expect(api.to('POST', '/app/company/rate_reply')).toHaveLength(0);

    fireEvent.input(text, { target: { value: ANSWER } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish answer' }));
    expect(await within(dialog).findByText('The server refused this answer.')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', '/app/company/rate_reply')[1]?.body).toEqual({ req_id: 'R1', reply: ANSWER });
    expect(await screen.findByText(ANSWER)).toBeTruthy();
    expect(screen.getByText('Your public answer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit answer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove answer' })).toBeTruthy();
  });

  it('edits the answer from its current text', async () => {
    const api = companyServer({
      'GET /app/company/rates': () => ratesAnswer([ownCard('R1', false, 'Late', published(ANSWER))]),
      'POST /app/company/rate_reply': () => json({ response: true, message: 'Published.' }),
    });
    renderInProviders(<CompanyRatingsTab />, { fetch: api.fetchFn, lang: 'pt-BR' });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar resposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar sua resposta' });
    const text = within(dialog).getByLabelText('Sua resposta') as HTMLTextAreaElement;
    expect(text.value).toBe(ANSWER);
    fireEvent.input(text, { target: { value: `${ANSWER} Again.` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publicar resposta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', '/app/company/rate_reply')[0]?.body).toEqual({
      req_id: 'R1',
      reply: `${ANSWER} Again.`,
    });
  });

  it('removes the answer only once confirmed, and keeps the focus on the rating', async () => {
    let reply: OwnRateCard['reply'] = published(ANSWER);
    const api = companyServer({
      'GET /app/company/rates': () => ratesAnswer([ownCard('R1', false, 'Late', reply)]),
      'POST /app/company/rate_reply_remove': () => {
        reply = null;
        return json({ response: true, message: 'Your answer was removed from the company page.' });
      },
    });
    renderInProviders(<CompanyRatingsTab />, { fetch: api.fetchFn });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove answer' }));
    const question = await screen.findByRole('dialog', { name: 'Remove your answer?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', '/app/company/rate_reply_remove')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove answer' }));
    const again = await screen.findByRole('dialog', { name: 'Remove your answer?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove answer' }));
    await waitFor(() => expect(screen.queryByText(ANSWER)).toBeNull());
    expect(api.to('POST', '/app/company/rate_reply_remove')[0]?.body).toEqual({ req_id: 'R1' });
    const answer = screen.getByRole('button', { name: 'Answer publicly' });
    await waitFor(() => expect(document.activeElement).toBe(answer));
  });

  it('says when the association hid the answer, and offers no change', async () => {
    const api = companyServer({
      'GET /app/company/rates': () => ratesAnswer([ownCard('R1', false, 'Late', published(ANSWER, true))]),
    });
    renderInProviders(<CompanyRatingsTab />, { fetch: api.fetchFn });
    expect(await screen.findByText(/Hidden by the association/)).toBeTruthy();
    expect(screen.getByText(ANSWER)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove answer' })).toBeNull();
  });
});
