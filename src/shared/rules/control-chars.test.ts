import { describe, expect, it } from 'vitest';
import { hasControlChars } from './control-chars';

describe('hasControlChars', () => {
  it('finds C0 and C1 controls and DEL', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(hasControlChars(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
  });

  it('lets tab, line breaks and ordinary text through', () => {
    expect(hasControlChars('Linha 1\r\nLinha 2\n\tfim')).toBe(false);
    expect(hasControlChars('Ação, preço: R$ 1.000,00 — “ok” ✓ 😀 \u00a0')).toBe(false);
    expect(hasControlChars('')).toBe(false);
  });
});
