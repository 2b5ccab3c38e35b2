import { describe, expect, it } from 'vitest';
import { minimalPdf } from './pdf';

describe('minimalPdf', () => {
  const pdf = minimalPdf(['Indústria em Foco — Março', 'Preço (R$) \\ total']);
  const text = pdf.toString('latin1');

  it('is a PDF whose xref offsets point at their objects', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = text.slice(startxref).match(/^\d{10} 00000 n $/gm) ?? [];
    expect(entries).toHaveLength(5);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it('declares the exact stream length', () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    expect(match).not.toBeNull();
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    expect(text.slice(start + Number(match?.[1]), start + Number(match?.[1]) + 10)).toBe('\nendstream');
  });

  it('writes accents and dashes in WinAnsi and escapes string delimiters', () => {
    expect(pdf.includes(Buffer.from('(Ind\xfastria em Foco \x97 Mar\xe7o)', 'latin1'))).toBe(true);
    expect(text).toContain('(Pre\xe7o \\(R$\\) \\\\ total)');
  });
});
