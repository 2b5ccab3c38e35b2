import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/api-client-kit';
import { maria, quoteServer, renderNewQuote } from '../../../test/new-quote-kit';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-scroll-locked');
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function fillText() {
  const category = (await screen.findByLabelText('Category')) as HTMLSelectElement;
  await waitFor(() => expect(category.disabled).toBe(false));
  fireEvent.change(category, { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Steel brackets' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: '500 units, 3 mm steel.' } });
}

/** Opens a picker, clicks the given companies, and closes it with OK. */
async function pick(opener: string, names: string[], absent: string[] = []) {
  fireEvent.click(button(opener));
  const dialog = await screen.findByRole('dialog');
  for (const name of names) fireEvent.click(await within(dialog).findByRole('button', { name }));
  for (const name of absent) expect(within(dialog).queryByRole('button', { name })).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('new quote form', () => {
  it('lets a visitor fill it in but not send it: warning, login and register, disabled submit', async () => {
    const api = quoteServer();
    renderNewQuote({ fetch: api.fetchFn });
    expect(await screen.findByText('You must log in or register to request quotes!')).toBeTruthy();
    await fillText();
    // Shown disabled, but not `disabled`: that would also stop Enter (implicit submission).
    expect(button('Send the request').getAttribute('aria-disabled')).toBe('true');
    expect(button('Send the request').disabled).toBe(false);

    // Pressing it, or Enter in a field, opens the login and sends nothing.
    fireEvent.click(button('Send the request'));
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
    expect(api.to('POST', '/app/quotes/new')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.submit(screen.getByLabelText('Title'));
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
    expect(api.to('POST', '/app/quotes/new')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const warning = screen.getByRole('note');
    fireEvent.click(within(warning).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(warning).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
  });

  it('names the missing fields and keeps the pickers off until a category is chosen', async () => {
    const api = quoteServer();
    renderNewQuote({ user: maria, fetch: api.fetchFn });
    await screen.findByLabelText('Category');
    expect(button('Choose target companies').disabled).toBe(true);
    expect(button('Choose companies to exclude').disabled).toBe(true);
    fireEvent.click(button('Send the request'));
    expect(await screen.findAllByText('Required field!')).toHaveLength(3);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST', '/app/quotes/new')).toHaveLength(0);
  });

  it('never offers a company in both lists and sends the targets only', async () => {
    const api = quoteServer({
      'POST /app/quotes/new': () =>
        json({ response: true, message: 'Quote sent to 1 company.', data: { reqId: 'q1', recipients: 1 } }),
    });
    const onCreated = vi.fn();
    renderNewQuote({ user: maria, fetch: api.fetchFn, onCreated });
    await fillText();

    // No targets yet: the exclusion list shows; exclude Borracha Sul.
    await pick('Choose companies to exclude', ['Borracha Sul']);
    // The target picker does not offer the excluded company.
    await pick('Choose target companies', ['Aço Forte'], ['Borracha Sul']);
    const targets = screen.getByRole('group', { name: 'Target companies' });
    expect(within(targets).getByText('Aço Forte')).toBeTruthy();
    // With a target chosen, the exclusion list is gone (PRODUCT.md 5).
    expect(screen.queryByRole('group', { name: 'Excluded companies' })).toBeNull();

    fireEvent.click(button('Send the request'));
    expect(await screen.findByText('Quote sent to 1 company.')).toBeTruthy();
    expect(api.to('POST', '/app/quotes/new')[0].body).toEqual({
      category: 3,
      title: 'Steel brackets',
      description: '500 units, 3 mm steel.',
      companies: [11],
      exclude: [],
      attachments: null,
    });
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('with every company of the category, empties the targets and keeps them out of the exclusions', async () => {
    const api = quoteServer({
      'POST /app/quotes/new': () =>
        json({ response: true, message: 'Sent.', data: { reqId: 'q1', recipients: 2 } }),
    });
    renderNewQuote({ user: maria, fetch: api.fetchFn });
    await fillText();
    await pick('Choose target companies', ['Cobre Norte']);
    fireEvent.click(screen.getByLabelText('Send to every company of the category'));
    expect(screen.queryByRole('group', { name: 'Target companies' })).toBeNull();
    await pick('Choose companies to exclude', ['Cobre Norte']);
    // Toggling a company twice takes it out again.
    await pick('Choose companies to exclude', ['Aço Forte', 'Aço Forte', 'Borracha Sul']);
    const excluded = screen.getByRole('group', { name: 'Excluded companies' });
    fireEvent.click(within(excluded).getByRole('button', { name: 'Remove Cobre Norte' }));

    fireEvent.click(button('Send the request'));
    await screen.findByText('Sent.');
    const body = api.to('POST', '/app/quotes/new')[0].body as { companies: number[]; exclude: number[] };
    expect(body.companies).toEqual([]);
    expect(body.exclude).toEqual([12]);
  });

  it('searches one second after typing stops, in the chosen category', async () => {
    const api = quoteServer();
    renderNewQuote({ user: maria, fetch: api.fetchFn });
    await fillText();
    fireEvent.click(button('Choose target companies'));
    const dialog = await screen.findByRole('dialog', { name: 'Target companies' });
    await within(dialog).findByRole('button', { name: 'Cobre Norte' });
    const input = within(dialog).getByLabelText('Search by company name') as HTMLInputElement;
    expect(input.maxLength).toBe(250);
    fireEvent.change(input, { target: { value: 'b' } });
    fireEvent.change(input, { target: { value: 'bo' } });
    const searched = () => api.to('POST', '/app/quotes/company_search').map((c) => c.body);
    expect(searched()).toEqual([{ category: 3, search: '' }]);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Cobre Norte' })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Borracha Sul' })).toBeTruthy();
    // One call for what was typed once typing paused, none for the keystroke in between.
    expect(searched()).toEqual([
      { category: 3, search: '' },
      { category: 3, search: 'bo' },
    ]);
  });

  it('puts the server field errors on their fields', async () => {
    const api = quoteServer({
      'POST /app/quotes/new': () =>
        json({
          response: false,
          error: 'VAL001',
          message: 'Title: too long',
          fields: { title: 'This field must have at most 200 characters!' },
        }),
    });
    renderNewQuote({ user: maria, fetch: api.fetchFn });
    await fillText();
    fireEvent.click(button('Send the request'));
    expect(await screen.findByText('This field must have at most 200 characters!')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Title: too long')).toBeNull();
  });

  it('preselects the company of the link with its category', async () => {
    const api = quoteServer({
      'POST /app/quotes/company_get': () =>
        json({
          response: true,
          data: { id: 13, name: 'Cobre Norte', categories: [9, 3], receivesQuotes: true },
        }),
    });
    renderNewQuote({ user: maria, fetch: api.fetchFn, companyReqId: 'co-13' });
    expect(await screen.findByText('Cobre Norte is already chosen as a target company.')).toBeTruthy();
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    await waitFor(() => expect(category.value).toBe('3'));
    expect(
      within(screen.getByRole('group', { name: 'Target companies' })).getByText('Cobre Norte'),
    ).toBeTruthy();
    expect(api.to('POST', '/app/quotes/company_get')[0].body).toEqual({ req_id: 'co-13' });
    // Another category drops it: it is not one of its companies.
    fireEvent.change(category, { target: { value: '4' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Target companies' })).queryByText('Cobre Norte'),
      ).toBeNull(),
    );
  });
});
