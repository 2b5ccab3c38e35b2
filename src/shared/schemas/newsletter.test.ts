import { describe, expect, it } from 'vitest';
import { failures } from '../test/schema-helpers';
import { newsletterRegisterBody, tokenBody } from './newsletter';
import { notificationBody, notificationsListBody } from './notifications';

describe('newsletter', () => {
  it('takes an e-mail of at most 50 characters', () => {
    expect(newsletterRegisterBody.parse({ email: 'Ana@Example.com' })).toEqual({ email: 'ana@example.com' });
    expect(failures(newsletterRegisterBody, { email: `${'a'.repeat(45)}@x.com` })).toEqual({
      email: 'v.maxLength',
    });
    expect(failures(newsletterRegisterBody, { email: 'ana' })).toEqual({ email: 'v.email' });
  });

  it('confirms with a token', () => {
    expect(tokenBody.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(failures(tokenBody, { token: '' })).toEqual({ token: 'v.required' });
  });
});

describe('notifications', () => {
  it('lists by page and acts on a reqId', () => {
    expect(notificationsListBody.parse({ page: 2 })).toEqual({ page: 2 });
    expect(notificationBody.parse({ req_id: 'abc_DEF-123' })).toEqual({ req_id: 'abc_DEF-123' });
    expect(failures(notificationBody, { req_id: 'a b' })).toEqual({ req_id: 'v.invalid' });
  });
});
