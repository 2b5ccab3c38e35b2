import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failures } from '../test/schema-helpers';
import {
  changePasswordBody,
  loginBody,
  loginTokenBody,
  recoverBody,
  saveNewPasswordBody,
  validateRecoveryTokenBody,
} from './auth';
import { registerForm } from './customer';

const device = '0b9a8f3e-6c1d-4a2b-9e7f-1a2b3c4d5e6f';

describe('login', () => {
  it('accepts a formatted or bare CPF and an optional device', () => {
    expect(loginBody.parse({ document: '529.982.247-25', password: 'x' })).toEqual({
      document: '52998224725',
      password: 'x',
      device: null,
    });
    expect(loginBody.parse({ document: '52998224725', password: 'x', device }).device).toBe(device);
  });

  it('requires a valid CPF and a password', () => {
    expect(failures(loginBody, { document: '123.456.789-00', password: '' })).toEqual({
      document: 'v.cpf',
      password: 'v.required',
    });
    expect(failures(loginBody, { document: '52998224725', password: 'x', device: 'abc' })).toEqual({
      device: 'v.invalid',
    });
  });

  it('token login needs the token and the device', () => {
    expect(loginTokenBody.parse({ token: 'tok', device })).toEqual({ token: 'tok', device });
    expect(failures(loginTokenBody, { token: 'tok' })).toEqual({ device: 'v.required' });
  });
});

describe('recovery', () => {
  it('recover takes a CPF', () => {
    expect(recoverBody.parse({ document: '529.982.247-25' })).toEqual({ document: '52998224725' });
    expect(failures(recoverBody, { document: '00000000000' })).toEqual({ document: 'v.cpf' });
  });

  it('the code is 8 digits, formatted or not', () => {
    expect(validateRecoveryTokenBody.parse({ token: '12-34-56-78' })).toEqual({ token: '12345678' });
    expect(failures(validateRecoveryTokenBody, { token: '1234' })).toEqual({ token: 'v.code' });
  });

  it('the new password follows the rules and must be confirmed', () => {
    const ok = { token: '12345678', pswd: 'Sol-e-Mar-9', pswd_confirm: 'Sol-e-Mar-9' };
    expect(saveNewPasswordBody.parse(ok)).toEqual(ok);
    expect(failures(saveNewPasswordBody, { ...ok, pswd_confirm: 'other' })).toEqual({
      pswd_confirm: 'v.passwordConfirm',
    });
    expect(failures(saveNewPasswordBody, { ...ok, pswd: 'short', pswd_confirm: 'short' })).toEqual({
      pswd: 'v.passwordLength',
    });
    // One rule with registration (docs/decisions/0010): a run of 4 is refused, a run of 3 is not.
    expect(failures(saveNewPasswordBody, { ...ok, pswd: 'abcd-9999', pswd_confirm: 'abcd-9999' })).toEqual({
      pswd: 'v.passwordRun',
    });
    expect(saveNewPasswordBody.parse({ ...ok, pswd: 'Nw8#abcQ2$', pswd_confirm: 'Nw8#abcQ2$' }).pswd).toBe(
      'Nw8#abcQ2$',
    );
    expect(
      failures(saveNewPasswordBody, { ...ok, pswd: 'x'.repeat(31), pswd_confirm: 'x'.repeat(31) }),
    ).toEqual({
      pswd: 'v.passwordLength',
    });
  });

  it('reports a mismatch together with other errors', () => {
    expect(failures(saveNewPasswordBody, { token: '1', pswd: 'Sol-e-Mar-9', pswd_confirm: 'x' })).toEqual({
      token: 'v.code',
      pswd_confirm: 'v.passwordConfirm',
    });
  });
});

describe('change password', () => {
  it('needs the current password and a confirmed new one', () => {
    const ok = { pswd_current: 'old', pswd: 'Sol-e-Mar-9', pswd_confirm: 'Sol-e-Mar-9' };
    expect(changePasswordBody.parse(ok)).toEqual(ok);
    expect(failures(changePasswordBody, { pswd: 'Sol-e-Mar-9', pswd_confirm: 'Sol-e-Mar-8' })).toEqual({
      pswd_current: 'v.required',
      pswd_confirm: 'v.passwordConfirm',
    });
  });
});

describe('one password rule', () => {
  // Issue 12 item 10: registration, change and reset used to disagree on runs of 3 (123, abc).
  const verdicts = (password: string) => {
    const register = registerForm.safeParse({
      name: 'Ana Souza',
      document: '52998224725',
      email: 'ana@example.com',
      emailConfirm: 'ana@example.com',
      cellphone: '19 98765-4321',
      password,
      passwordConfirm: password,
      city: 9896,
      terms: true,
    }).success;
    const change = changePasswordBody.safeParse({
      pswd_current: 'x',
      pswd: password,
      pswd_confirm: password,
    }).success;
    const reset = saveNewPasswordBody.safeParse({
      token: '12345678',
      pswd: password,
      pswd_confirm: password,
    }).success;
    return { register, change, reset };
  };

  it.each([
    ['Ponte#123Rio', true],
    ['Nw8#cbaQ2$', true],
    ['Ponte#1234Rio', false],
    ['Nw8#dcbaQ2$', false],
  ])('%s is accepted everywhere or nowhere (%s)', (password, accepted) => {
    expect(verdicts(password)).toEqual({ register: accepted, change: accepted, reset: accepted });
  });

  it('registration, change and reset agree on any password', () => {
    const chars = fc.constantFrom(...'abcdefxyz0123456789#A');
    fc.assert(
      fc.property(fc.array(chars, { minLength: 8, maxLength: 14 }), (list) => {
        const { register, change, reset } = verdicts(list.join(''));
        return register === change && change === reset;
      }),
    );
  });
});
