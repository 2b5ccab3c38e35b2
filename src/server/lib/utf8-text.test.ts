import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Text } from './utf8-text.mjs';

describe('utf8Text', () => {
  it('property: decodes as Buffer.toString does, broken sequences and all', () => {
    // Long runs of ASCII with characters of every length, and stray bytes, here and there.
    const run = fc.oneof(
      { weight: 3, arbitrary: fc.nat({ max: 150_000 }).map((n) => Buffer.alloc(n, 0x41)) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }).map((s) => Buffer.from(s)) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 6 }).map((b) => Buffer.from(b)) },
    );
    fc.assert(
      fc.property(fc.array(run, { maxLength: 8 }), (runs) => {
        const bytes = Buffer.concat(runs);
        expect(utf8Text(bytes) === bytes.toString('utf8')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a character that straddles a piece boundary whole', () => {
    const bytes = Buffer.concat([
      Buffer.alloc(64 * 1024 - 1, 0x61),
      Buffer.from('€ç😀'),
      Buffer.alloc(70_000, 0x62),
    ]);
    expect(utf8Text(bytes)).toBe(bytes.toString('utf8'));
  });
});
