import { describe, expect, it, vi } from 'vitest';
import { deviceField } from '../../../../shared/schemas/common';
import { createMemoryStorage } from '../../../lib/storage';
import {
  forgetPersistentLogin,
  loadPersistentLogin,
  newDeviceId,
  PERSISTENT_LOGIN_KEY,
  savePersistentLogin,
} from './persistent-login';

describe('persistent login storage', () => {
  it('saves, loads and forgets { device, token } under user-token', () => {
    const storage = createMemoryStorage();
    savePersistentLogin(storage, { device: 'd-1', token: 't-1' });
    expect(JSON.parse(storage.getItem('user-token') ?? '')).toEqual({ device: 'd-1', token: 't-1' });
    expect(loadPersistentLogin(storage)).toEqual({ device: 'd-1', token: 't-1' });
    forgetPersistentLogin(storage);
    expect(loadPersistentLogin(storage)).toBeNull();
  });

  it.each([
    'not json',
    '"text"',
    'null',
    '{"device":"d"}',
    '{"device":"","token":"t"}',
    '{"device":1,"token":"t"}',
  ])('ignores a damaged value %s', (raw) => {
    expect(loadPersistentLogin(createMemoryStorage({ [PERSISTENT_LOGIN_KEY]: raw }))).toBeNull();
  });
});

describe('newDeviceId', () => {
  it('is a UUID the login schema accepts, different each time', () => {
    const a = newDeviceId();
    expect(deviceField.safeParse(a).success).toBe(true);
    expect(newDeviceId()).not.toBe(a);
  });

  it('falls back to random bytes where randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const id = newDeviceId();
      expect(deviceField.safeParse(id).success).toBe(true);
      expect(id[14]).toBe('4');
      expect(newDeviceId()).not.toBe(id);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
