import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLongOrderedRun, longestOrderedRun, passwordProblem } from './password';

const ALPHABETS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** An ordered run of `length` characters, ascending or descending, taken from one alphabet. */
const run = (length: number) =>
  fc.tuple(fc.constantFrom(...ALPHABETS), fc.boolean()).chain(([alphabet, descending]) =>
    fc.nat(alphabet.length - length).map((start) => {
      const slice = alphabet.slice(start, start + length);
      return descending ? [...slice].reverse().join('') : slice;
    }),
  );

// Separators that cannot extend a run: not digits, not letters.
const filler = fc.string({ unit: fc.constantFrom('!', '#', ' ', '_', '.'), maxLength: 5 });

describe('ordered runs', () => {
  it('measures runs in both directions, case-insensitively', () => {
    expect(longestOrderedRun('1234')).toBe(4);
    expect(longestOrderedRun('abcd')).toBe(4);
    expect(longestOrderedRun('dcba')).toBe(4);
    expect(longestOrderedRun('aBcD')).toBe(4);
    expect(longestOrderedRun('x123y')).toBe(3);
    expect(longestOrderedRun('1357')).toBe(1);
    expect(longestOrderedRun('abcba')).toBe(3);
    expect(longestOrderedRun('')).toBe(0);
  });

  it('never joins digits and letters into one run', () => {
    expect(longestOrderedRun('789:;')).toBe(3);
    expect(longestOrderedRun('89ab')).toBe(2);
  });

  it('allows 3 ordered characters and rejects 4', () => {
    expect(hasLongOrderedRun('my123pass')).toBe(false);
    expect(hasLongOrderedRun('my1234pass')).toBe(true);
    expect(hasLongOrderedRun('zyxw-pass')).toBe(true);
  });

  it('property: any run longer than 3 inside a password is found', () => {
    fc.assert(
      fc.property(filler, fc.integer({ min: 4, max: 10 }).chain(run), filler, (before, ordered, after) => {
        expect(hasLongOrderedRun(before + ordered + after)).toBe(true);
      }),
    );
  });

  it('property: runs of at most 3 separated by non-alphanumerics are allowed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }).chain(run), { maxLength: 6 }), (parts) => {
        expect(hasLongOrderedRun(parts.join('!'))).toBe(false);
      }),
    );
  });
});

describe('passwordProblem', () => {
  it('checks the length first, then the runs', () => {
    expect(passwordProblem('a1b2c3')).toBe('length');
    expect(passwordProblem('a'.repeat(31))).toBe('length');
    expect(passwordProblem('pass1234word')).toBe('orderedRun');
    expect(passwordProblem('pa55-w0rd!')).toBeNull();
    expect(passwordProblem('a'.repeat(30))).toBeNull();
  });
});
