import { describe, expect, it } from 'vitest';
import { formatDuration, formatShare } from './insight-format';

describe('dashboard formats', () => {
  it('writes shares, waits and weeks in the UI language', () => {
    expect(formatShare(1, 4, 'en')).toBe('25%');
    expect(formatShare(1, 3, 'pt-BR')).toBe('33,3%');
    expect(formatShare(0, 0, 'en')).toBe('0%');
    expect(formatDuration(45 * 60, 'en')).toBe('45 minutes');
    expect(formatDuration(3.5 * 3600, 'pt-BR')).toBe('3,5 horas');
    expect(formatDuration(3 * 86400, 'en')).toBe('3 days');
  });
});
