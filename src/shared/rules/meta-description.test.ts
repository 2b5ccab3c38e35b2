import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps a text of up to 150 characters whole', () => {
    const exact = 'a'.repeat(150);
    expect(metaDescription(exact)).toBe(exact);
    expect(metaDescription('Usinagem de precisão.')).toBe('Usinagem de precisão.');
  });

  it('cuts a longer text to 150 characters plus an ellipsis', () => {
    const long = 'b'.repeat(151);
    const cut = metaDescription(long);
    expect(cut).toBe(`${'b'.repeat(150)}…`);
    expect(Array.from(cut)).toHaveLength(151);
  });

  it('counts accented letters and emoji as one character each and never splits them', () => {
    const text = `${'ç'.repeat(149)}🏭🏭`;
    expect(metaDescription(text)).toBe(`${'ç'.repeat(149)}🏭…`);
  });

  it('collapses line breaks and runs of spaces, and drops a space left at the cut', () => {
    expect(metaDescription('  Peças\n\nusinadas   sob  medida ')).toBe('Peças usinadas sob medida');
    const text = `${'c'.repeat(149)} tail`;
    expect(metaDescription(text)).toBe(`${'c'.repeat(149)}…`);
  });

  it('takes another limit when asked', () => {
    expect(metaDescription('abcdefgh', 5)).toBe('abcde…');
  });
});
