import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNothing, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores argon2id hashes, salted, that verify only the right password', async () => {
    const a = await hashPassword('Catalogo#2026');
    const b = await hashPassword('Catalogo#2026');
    expect(a.startsWith('$argon2id$')).toBe(true);
    expect(a).toContain('m=19456,t=2,p=1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Catalogo#2026');
    expect(await verifyPassword(a, 'Catalogo#2026')).toBe(true);
    expect(await verifyPassword(a, 'catalogo#2026')).toBe(false);
  });

  it('answers false for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('verifyNothing always answers false', async () => {
    expect(await verifyNothing('Catalogo#2026')).toBe(false);
  });
});
