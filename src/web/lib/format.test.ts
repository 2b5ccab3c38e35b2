import { describe, expect, it } from 'vitest';
import { shortCompanyName } from './format';

describe('shortCompanyName', () => {
  it('keeps names of up to 22 characters whole', () => {
    expect(shortCompanyName('Metalúrgica Piracicaba')).toBe('Metalúrgica Piracicaba');
    expect(shortCompanyName('ACME')).toBe('ACME');
  });

  it('cuts longer names to 15 characters plus an ellipsis', () => {
    const name = 'Metalúrgica Piracicabana Ltda';
    expect(name.length).toBeGreaterThan(22);
    expect(shortCompanyName(name)).toBe('Metalúrgica Pir…');
  });

  it('treats exactly 23 characters as too long', () => {
    expect(shortCompanyName('abcdefghijklmnopqrstuvw')).toBe('abcdefghijklmno…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(shortCompanyName('Metal Forte SA Equipamentos')).toBe('Metal Forte SA…');
  });

  it('counts accented and astral characters as one', () => {
    const name = `${'ç'.repeat(14)}🏭${'a'.repeat(10)}`;
    expect(shortCompanyName(name)).toBe(`${'ç'.repeat(14)}🏭…`);
  });
});
