import { describe, expect, it } from 'vitest';
import { exclusiveEnd, inclusiveEnd } from './days';

describe('date range ends', () => {
  it('turn an included last day into the exclusive bound and back, across months and years', () => {
    expect(exclusiveEnd('2026-02-28')).toBe('2026-03-01');
    expect(exclusiveEnd('2026-12-31')).toBe('2027-01-01');
    expect(exclusiveEnd('')).toBeUndefined();
    expect(inclusiveEnd('2027-01-01')).toBe('2026-12-31');
    expect(inclusiveEnd(undefined)).toBe('');
  });
});
