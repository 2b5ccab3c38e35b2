import { describe, expect, it } from 'vitest';
import { failures } from '../test/schema-helpers';
import { customerUpdateBody, registerBody, registerForm } from './customer';

const camel = {
  name: ' Ana Souza ',
  document: '529.982.247-25',
  cellphone: '11 98765-4321',
  email: 'Ana@Example.com',
  emailConfirm: 'ana@example.com',
  password: 'Sol-e-Mar-9',
  passwordConfirm: 'Sol-e-Mar-9',
  city: 9896,
  terms: true,
};

const snake = {
  name: 'Ana Souza',
  doc: '52998224725',
  email: 'ana@example.com',
  email_confirm: 'ana@example.com',
  cellphone: '11987654321',
  pass: 'Sol-e-Mar-9',
  pass_confirm: 'Sol-e-Mar-9',
  city: '9896',
  terms: true,
};

const expected = {
  name: 'Ana Souza',
  document: '52998224725',
  email: 'ana@example.com',
  cellphone: '11987654321',
  password: 'Sol-e-Mar-9',
  city: 9896,
  terms: true,
};

describe('register', () => {
  it('accepts the camelCase spelling, formatted documents', () => {
    expect(registerBody.parse(camel)).toEqual(expected);
  });

  it('accepts the snake-case spelling, bare digits, to the same output', () => {
    expect(registerBody.parse(snake)).toEqual(expected);
  });

  it('reports each rule on its field (camelCase)', () => {
    expect(
      failures(registerForm, {
        ...camel,
        name: '',
        document: '111.111.111-11',
        emailConfirm: 'other@example.com',
        cellphone: '9876-4321',
        password: '12345678',
        passwordConfirm: '12345679',
        city: '',
        terms: false,
      }),
    ).toEqual({
      name: 'v.required',
      document: 'v.cpf',
      cellphone: 'v.mobile',
      password: 'v.passwordRun',
      city: 'v.required',
      terms: 'v.terms',
      emailConfirm: 'v.emailConfirm',
      passwordConfirm: 'v.passwordConfirm',
    });
  });

  it('reports the snake-case fields when that spelling came closest', () => {
    const result = registerBody.safeParse({ ...snake, pass_confirm: 'nope', doc: '123' });
    expect(result.success).toBe(false);
    const union = result.error?.issues[0];
    expect(union?.code).toBe('invalid_union');
  });

  it('rejects a name over 100 characters and a missing terms', () => {
    const { terms: _terms, ...withoutTerms } = camel;
    expect(failures(registerForm, { ...withoutTerms, name: 'a'.repeat(101) })).toEqual({
      name: 'v.maxLength',
      terms: 'v.terms',
    });
  });
});

describe('customer update', () => {
  it('normalizes and validates', () => {
    expect(customerUpdateBody.parse({ email: 'X@Y.com', cellphone: '(11) 98765-4321', city: 9896 })).toEqual({
      email: 'x@y.com',
      cellphone: '11987654321',
      city: 9896,
    });
    expect(failures(customerUpdateBody, { email: 'x', cellphone: '', city: null })).toEqual({
      email: 'v.email',
      cellphone: 'v.required',
      city: 'v.required',
    });
  });
});
