import { describe, expect, it } from 'vitest';
import {
  changePasswordBody,
  loginBody,
  loginTokenBody,
  recoverBody,
  saveNewPasswordBody,
  validateRecoveryTokenBody,
} from './auth';
import { failures } from './test-helpers';

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
    // PRODUCT.md 5: a changed or reset password has no run of 3 ordered characters (registration: of 4).
    expect(failures(saveNewPasswordBody, { ...ok, pswd: 'abcd-9999', pswd_confirm: 'abcd-9999' })).toEqual({
      pswd: 'v.passwordRunChange',
    });
    expect(failures(saveNewPasswordBody, { ...ok, pswd: 'Nw8#abcQ2$', pswd_confirm: 'Nw8#abcQ2$' })).toEqual({
      pswd: 'v.passwordRunChange',
    });
    expect(saveNewPasswordBody.parse({ ...ok, pswd: 'Nw8#abQ2$x', pswd_confirm: 'Nw8#abQ2$x' }).pswd).toBe(
      'Nw8#abQ2$x',
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
