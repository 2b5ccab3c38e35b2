import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dateInputText } from '../../../../shared/rules/date-input-text';
import { saoPauloDay } from '../../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../../shared/rules/sao-paulo-time';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { quoteFixture } from '../../../test/quote-kit';
import { renderInProviders } from '../../../test/render-app';
import { QuoteOffers } from './quote-offers';

afterEach(cleanup);

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'p.pdf', { type: 'application/pdf' });

// Each test its own quote: the 60 s lock after a send outlives the render (proposal-form.tsx).
function renderForm(lang: 'en' | 'pt-BR', reqId = `terms-${lang}`) {
  const api = scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/quotes/proposal_send': () => json({ response: true, message: 'OK' }),
  });
  renderInProviders(<QuoteOffers quote={quoteFixture({ reqId })} side="company" />, {
    fetch: api.fetchFn,
    lang,
  });
  return api;
}

describe('proposal terms (issue 18)', () => {
  for (const [lang, texts] of [
    [
      'en',
      {
        price: 'Total price',
        delivery: 'Delivery time (days)',
        valid: 'Valid until',
        payment: 'Payment terms',
        note: 'Note',
        pdf: 'Proposal (PDF, up to 3 MB)',
        send: 'Send proposal',
        shown: 'R$1,234.56',
        pattern: 'mm/dd/yyyy',
      },
    ],
    [
      'pt-BR',
      {
        price: 'Preço total',
        delivery: 'Prazo de entrega (dias)',
        valid: 'Validade',
        payment: 'Condições de pagamento',
        note: 'Observação',
        pdf: 'Proposta (PDF, até 3 MB)',
        send: 'Enviar proposta',
        shown: 'R$\u00a01.234,56',
        pattern: 'dd/mm/aaaa',
      },
    ],
  ] as const) {
    it(`${lang}: fills the price from the right in the language's format and sends centavos`, async () => {
      const api = renderForm(lang);
      const price = screen.getByLabelText(texts.price) as HTMLInputElement;
      fireEvent.change(price, { target: { value: '123456' } });
      expect(price.value).toBe(texts.shown);
      fireEvent.change(screen.getByLabelText(texts.delivery), { target: { value: '15' } });
      const until = addDays(saoPauloDay(), 10);
      // Typed in the page's language, whatever the browser's locale (issue 30 item 12).
      const valid = screen.getByLabelText(texts.valid) as HTMLInputElement;
      expect(valid.placeholder).toBe(texts.pattern);
      fireEvent.input(valid, { target: { value: dateInputText(until, 'day', lang) } });
      expect(valid.value).toBe(dateInputText(until, 'day', lang));
      fireEvent.change(screen.getByLabelText(texts.payment), { target: { value: '30/60' } });
      fireEvent.change(screen.getByLabelText(texts.note), { target: { value: '  ' } });
      fireEvent.change(screen.getByLabelText(texts.pdf), { target: { files: [pdf()] } });
      await screen.findByText('p.pdf');
      fireEvent.click(screen.getByRole('button', { name: texts.send }));
      await waitFor(() => expect(api.to('POST', '/app/quotes/proposal_send')).toHaveLength(1));
      expect(api.to('POST', '/app/quotes/proposal_send')[0].body).toMatchObject({
        price_cents: 123_456,
        delivery_days: 15,
        valid_until: until,
        payment_terms: '30/60',
        note: null,
      });
      // Sent: the form starts over.
      await waitFor(() => expect((screen.getByLabelText(texts.price) as HTMLInputElement).value).toBe(''));
    });
  }

  // Issue 30 item 10: the price and delivery time stand in for the PDF.
  it('sends a proposal without a PDF when its price and delivery time are given', async () => {
    const api = renderForm('en', 'terms-no-pdf');
    expect(screen.getByText('Optional when you give the price and the delivery time below.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Total price'), { target: { value: '50000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Attach the Proposal as a PDF, or give its price and delivery time!',
    );
    expect(api.to('POST', '/app/quotes/proposal_send')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Delivery time (days)'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(api.to('POST', '/app/quotes/proposal_send')).toHaveLength(1));
    expect(api.to('POST', '/app/quotes/proposal_send')[0].body).toMatchObject({
      req_id: 'terms-no-pdf',
      proposal: null,
      price_cents: 50_000,
      delivery_days: 7,
    });
  });

  it('names each wrong term under its field and sends nothing', async () => {
    const api = renderForm('en', 'terms-refused');
    fireEvent.change(screen.getByLabelText('Delivery time (days)'), { target: { value: '0' } });
    fireEvent.input(screen.getByLabelText('Valid until'), {
      target: { value: dateInputText(addDays(saoPauloDay(), -1), 'day', 'en') },
    });
    fireEvent.change(screen.getByLabelText('Proposal (PDF, up to 3 MB)'), { target: { files: [pdf()] } });
    await screen.findByText('p.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('The value must be at least 1!')).toBeTruthy();
    expect(screen.getByText('The date must be today or later!')).toBeTruthy();
    expect(screen.getByLabelText('Delivery time (days)').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST', '/app/quotes/proposal_send')).toHaveLength(0);
  });

  it('clears the price with Backspace down to nothing', () => {
    renderForm('en', 'terms-backspace');
    const price = screen.getByLabelText('Total price') as HTMLInputElement;
    fireEvent.change(price, { target: { value: '7' } });
    expect(price.value).toBe('R$0.07');
    fireEvent.change(price, { target: { value: 'R$0.0' } });
    expect(price.value).toBe('');
  });
});
