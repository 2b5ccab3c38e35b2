import { describe, expect, it } from 'vitest';
import { shortCompanyName, shortFileName } from './format';

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

describe('shortFileName', () => {
  it('keeps short names whole', () => {
    expect(shortFileName('desenho.pdf', 16)).toBe('desenho.pdf');
    expect(shortFileName('exactly-twenty-c.txt', 20)).toBe('exactly-twenty-c.txt');
  });

  it('cuts long names to the limit, keeping the extension', () => {
    const cut = shortFileName('desenho-tecnico-revisado.pdf', 16);
    expect(cut).toBe('desenho-tec….pdf');
    expect(Array.from(cut)).toHaveLength(16);
    expect(Array.from(shortFileName('especificação-do-tanque-inox.txt', 20))).toHaveLength(20);
  });

  it('cuts a name without an extension', () => {
    expect(shortFileName('a-very-long-name-without-extension', 20)).toBe('a-very-long-name-wi…');
  });
});
