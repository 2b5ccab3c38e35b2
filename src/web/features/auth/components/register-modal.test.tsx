import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../../shared/lang';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-scroll-locked');
});

const piracicaba = { id: 9896, cityName: 'Piracicaba', state: 26 };
const campinas = { id: 9001, cityName: 'Campinas', state: 26 };

function server(cities = [piracicaba], routes: Parameters<typeof scriptedServer>[0] = {}) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/address/data': () => json({ response: true, data: cities }),
    ...routes,
  });
}

const labels = {
  en: {
    register: 'Create your account',
    name: 'Full name',
    email: 'E-mail',
    emailConfirm: 'Confirm the e-mail',
    cellphone: 'Cellphone',
    password: 'Password',
    passwordConfirm: 'Confirm the password',
    city: 'City',
    submit: 'Create account',
  },
  'pt-BR': {
    register: 'Crie a sua conta',
    name: 'Nome completo',
    email: 'E-mail',
    emailConfirm: 'Confirme o e-mail',
    cellphone: 'Celular',
    password: 'Senha',
    passwordConfirm: 'Confirme a senha',
    city: 'Cidade',
    submit: 'Criar conta',
  },
} as const;

async function openRegister(lang: Lang = 'en', fetchFn?: typeof fetch) {
  const app = renderApp({ lang, fetch: fetchFn });
  act(() => app.services.authModal.open('register'));
  return { ...app, dialog: await screen.findByRole('dialog', { name: labels[lang].register }) };
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });
}

function fillValid(dialog: HTMLElement, lang: Lang = 'en') {
  const l = labels[lang];
  type(dialog, l.name, 'Ana Souza');
  type(dialog, 'CPF', '52998224725');
  type(dialog, l.email, 'ana@example.com');
  type(dialog, l.emailConfirm, 'ana@example.com');
  type(dialog, l.cellphone, '19987654321');
  type(dialog, l.password, 'Tr0ub4dor&3');
  type(dialog, l.passwordConfirm, 'Tr0ub4dor&3');
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /Terms of Use|Termos de Uso/ }));
}

describe('register modal', () => {
  it.each([
    [
      'en',
      [
        'Please enter a valid CPF!',
        'Confirmation does not match the email!',
        'The password must not have more than 3 characters in sequence, like 1234 or dcba!',
        'You must accept the Terms of Use',
      ],
    ],
    [
      'pt-BR',
      [
        'Informe um CPF válido!',
        'A confirmação não confere com o e-mail!',
        'A senha não pode ter mais de 3 caracteres em sequência, como 1234 ou dcba!',
        'Você precisa aceitar os Termos de Uso',
      ],
    ],
  ] as const)('explains bad input in %s and sends nothing', async (lang, messages) => {
    const api = server();
    const { dialog } = await openRegister(lang, api.fetchFn);
    const l = labels[lang];
    type(dialog, l.name, 'Ana Souza');
    type(dialog, 'CPF', '12345678900');
    type(dialog, l.email, 'ana@example.com');
    type(dialog, l.emailConfirm, 'ana@example.org');
    type(dialog, l.cellphone, '19987654321');
    type(dialog, l.password, '12345678');
    type(dialog, l.passwordConfirm, '12345678');
    fireEvent.click(within(dialog).getByRole('button', { name: l.submit }));

    for (const message of messages) expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByLabelText('CPF').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST', '/app/customer/register')).toHaveLength(0);
  });

  it('masks CPF and cellphone and preselects the only city', async () => {
    const { dialog } = await openRegister('en', server().fetchFn);
    const city = within(dialog).getByLabelText('City') as HTMLSelectElement;
    await waitFor(() => expect(city.value).toBe('9896'));
    type(dialog, 'CPF', '52998224725');
    type(dialog, 'Cellphone', '19987654321');
    expect((within(dialog).getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
    expect((within(dialog).getByLabelText('Cellphone') as HTMLInputElement).value).toBe('19 98765-4321');
    expect((within(dialog).getByLabelText('Cellphone') as HTMLInputElement).placeholder).toBe(
      '99 99999-9999',
    );
    const terms = within(dialog).getByRole('link', { name: 'Terms of Use' });
    expect(terms.getAttribute('href')).toBe('/terms/terms-of-use');
    const privacy = within(dialog).getByRole('link', { name: 'Privacy Policy' });
    expect(privacy.getAttribute('href')).toBe('/terms/privacy-policy');
  });

  it.each(['en', 'pt-BR'] as const)(
    'takes a cellphone with a 4-digit middle group, in %s (issue 12 item 9)',
    async (lang) => {
      const api = server([piracicaba], {
        'POST /app/customer/register': () => json({ response: true, message: 'OK' }),
      });
      const { dialog } = await openRegister(lang, api.fetchFn);
      await waitFor(() =>
        expect((within(dialog).getByLabelText(labels[lang].city) as HTMLSelectElement).value).toBe('9896'),
      );
      fillValid(dialog, lang);
      type(dialog, labels[lang].cellphone, '1933334444');
      expect((within(dialog).getByLabelText(labels[lang].cellphone) as HTMLInputElement).value).toBe(
        '19 3333-4444',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: labels[lang].submit }));
      await waitFor(() => expect(api.to('POST', '/app/customer/register')).toHaveLength(1));
      expect((api.to('POST', '/app/customer/register')[0].body as { cellphone: string }).cellphone).toBe(
        '1933334444',
      );
    },
  );

  it('leaves the city to choose when there are several', async () => {
    const { dialog } = await openRegister('en', server([campinas, piracicaba]).fetchFn);
    await within(dialog).findByRole('option', { name: 'Piracicaba' });
    expect((within(dialog).getByLabelText('City') as HTMLSelectElement).value).toBe('');
  });

  it('sends once, shows the success, and opens the login 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (response: Response) => void;
    const api = server([piracicaba], {
      'POST /app/customer/register': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { dialog } = await openRegister('en', api.fetchFn);
    await waitFor(() =>
      expect((within(dialog).getByLabelText('City') as HTMLSelectElement).value).toBe('9896'),
    );
    fillValid(dialog);
    const submit = within(dialog).getByRole('button', { name: 'Create account' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(api.to('POST', '/app/customer/register')).toHaveLength(1));
    expect(within(dialog).getByText('Sending…')).toBeTruthy();
    fireEvent.click(submit);

    answer(json({ response: true, message: 'Account created!' }));
    expect(await within(dialog).findByText('Account created!')).toBeTruthy();
    expect(api.to('POST', '/app/customer/register')).toHaveLength(1);
    expect(api.to('POST', '/app/customer/register')[0].body).toEqual({
      name: 'Ana Souza',
      document: '52998224725',
      email: 'ana@example.com',
      emailConfirm: 'ana@example.com',
      cellphone: '19987654321',
      password: 'Tr0ub4dor&3',
      passwordConfirm: 'Tr0ub4dor&3',
      city: 9896,
      terms: true,
    });

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog', { name: 'Create your account' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
    // The toast repeats the message and outlives the modal.
    expect(await screen.findByText('Account created!')).toBeTruthy();
  });

  it('shows the server refusal lines', async () => {
    const api = server([piracicaba], {
      'POST /app/customer/register': () =>
        json({ response: false, error: 'REG001', message: 'This CPF is already registered.' }),
    });
    const { dialog } = await openRegister('en', api.fetchFn);
    await waitFor(() =>
      expect((within(dialog).getByLabelText('City') as HTMLSelectElement).value).toBe('9896'),
    );
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const line = await within(dialog).findByText('This CPF is already registered.');
    expect(line.closest('[role="alert"]')).not.toBeNull();
  });

  it.each(['en', 'pt-BR'] as const)(
    'puts a taken CPF on the CPF field and focuses it, in %s (issue 12 item 11)',
    async (lang) => {
      const message = lang === 'en' ? 'This CPF is already registered.' : 'Este CPF já está cadastrado.';
      const api = server([piracicaba], {
        'POST /app/customer/register': () =>
          json({ response: false, error: 'REG001', message, fields: { document: message } }),
      });
      const { dialog } = await openRegister(lang, api.fetchFn);
      await waitFor(() =>
        expect((within(dialog).getByLabelText(labels[lang].city) as HTMLSelectElement).value).toBe('9896'),
      );
      fillValid(dialog, lang);
      fireEvent.click(within(dialog).getByRole('button', { name: labels[lang].submit }));
      const cpf = within(dialog).getByLabelText('CPF');
      await waitFor(() => expect(cpf.getAttribute('aria-invalid')).toBe('true'));
      const error = within(dialog).getByText(message);
      expect(cpf.getAttribute('aria-describedby')).toContain(error.id);
      expect(document.activeElement).toBe(cpf);
      // Said once, on its field: not again above the button.
      expect(within(dialog).getAllByText(message)).toHaveLength(1);
    },
  );

  it.each(['en', 'pt-BR'] as const)(
    'focuses Full name, the first field, when the empty form is sent, in %s',
    async (lang) => {
      const api = server([campinas, piracicaba]);
      const { dialog } = await openRegister(lang, api.fetchFn);
      await within(dialog).findByRole('option', { name: 'Piracicaba' });
      fireEvent.click(within(dialog).getByRole('button', { name: labels[lang].submit }));
      const name = within(dialog).getByLabelText(labels[lang].name);
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
      await waitFor(() => expect(document.activeElement).toBe(name));
      expect(within(dialog).getByLabelText(labels[lang].city).getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('is never shown to a logged-in user', () => {
    const app = renderApp({ user: { id: 1, shortName: 'Ana', company: 0, companyName: '' } });
    act(() => app.services.authModal.open('register'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.services.authModal.get()).toBeNull();
  });
});
