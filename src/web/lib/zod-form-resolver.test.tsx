import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredText } from '../../shared/schemas/common';
import { registerForm } from '../../shared/schemas/customer';
import { renderApp } from '../test/render-app';
import { zodFormResolver } from './zod-form-resolver';

afterEach(cleanup);

const options = { fields: {}, shouldUseNativeValidation: false } as const;

const badRegistration = {
  name: 'x'.repeat(101),
  document: '123.456.789-00',
  email: 'ana@example.com',
  emailConfirm: 'ana@example.org',
  cellphone: '19 99999-9999',
  password: '12345678',
  passwordConfirm: '12345678',
  city: '',
  // An unticked box; the schema's input type only names the accepted value.
  terms: false as unknown as true,
};

describe('zodFormResolver', () => {
  it('gives each field its message in English, with the numbers of the issue', async () => {
    const result = await zodFormResolver(registerForm, 'en')(badRegistration, undefined, options);
    const messages = Object.fromEntries(Object.entries(result.errors).map(([name, e]) => [name, e?.message]));
    expect(messages).toEqual({
      name: 'This field must have at most 100 characters!',
      document: 'Please enter a valid CPF!',
      emailConfirm: 'Confirmation does not match the email!',
      password: 'The password must not have more than 3 characters in sequence, like 1234 or dcba!',
      city: 'Required field!',
      terms: 'You must accept the Terms of Use',
    });
    expect(result.errors.name?.type).toBe('validation');
    expect(result.values).toEqual({});
  });

  it('gives the same messages in Portuguese', async () => {
    const result = await zodFormResolver(registerForm, 'pt-BR')(badRegistration, undefined, options);
    expect(result.errors.name?.message).toMatch(/100/);
    expect(result.errors.name?.message).not.toBe('This field must have at most 100 characters!');
    expect(result.errors.document?.message).not.toBe('Please enter a valid CPF!');
    expect(result.errors.document?.message).toMatch(/CPF/);
    expect(result.errors.password?.message).toMatch(/3/);
  });

  it('hands the form the schema output on success', async () => {
    const result = await zodFormResolver(registerForm, 'en')(
      {
        ...badRegistration,
        name: ' Ana Souza ',
        document: '529.982.247-25',
        emailConfirm: 'ANA@example.com',
        password: 'Tr0ub4dor&3',
        passwordConfirm: 'Tr0ub4dor&3',
        city: '9896',
        terms: true,
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Ana Souza',
      document: '52998224725',
      email: 'ana@example.com',
      cellphone: '19999999999',
      password: 'Tr0ub4dor&3',
      city: 9896,
      terms: true,
    });
  });

  it('nests the errors of nested fields', async () => {
    const schema = z.object({ address: z.object({ street: requiredText(5) }) });
    const result = await zodFormResolver(schema, 'en')(
      { address: { street: 'too long' } },
      undefined,
      options,
    );
    expect(result.errors.address?.street?.message).toBe('This field must have at most 5 characters!');
  });
});

describe('useZodForm', () => {
  it('re-words the messages shown when the language changes', async () => {
    const { i18n } = renderApp({ entries: ['/password-recovery'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Required field!')).toBeTruthy();
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(await screen.findByText('Campo obrigatório!')).toBeTruthy();
    expect(screen.queryByText('Required field!')).toBeNull();
  });
});
