import { describe, expect, it } from 'vitest';
import { dateInputPattern, dateInputText, dateInputValue } from './date-input-text';

describe('dates typed in the page language', () => {
  it('reads a Portuguese day and time, 24 h, into the values the forms send', () => {
    expect(dateInputPattern('day', 'pt-BR')).toBe('dd/mm/aaaa');
    expect(dateInputValue('05/03/2026', 'day', 'pt-BR')).toBe('2026-03-05');
    expect(dateInputValue('01/12/2026 17:00', 'dateTime', 'pt-BR')).toBe('2026-12-01T17:00');
    expect(dateInputText('2026-12-01T17:00', 'dateTime', 'pt-BR')).toBe('01/12/2026 17:00');
    expect(dateInputText('2026-03-05', 'day', 'pt-BR')).toBe('05/03/2026');
  });

  it('reads an English day and a 12-hour time', () => {
    expect(dateInputPattern('dateTime', 'en')).toBe('mm/dd/yyyy hh:mm AM');
    expect(dateInputValue('03/05/2026', 'day', 'en')).toBe('2026-03-05');
    expect(dateInputValue('12/01/2026 05:00 PM', 'dateTime', 'en')).toBe('2026-12-01T17:00');
    expect(dateInputValue('12/01/2026 12:30 AM', 'dateTime', 'en')).toBe('2026-12-01T00:30');
    expect(dateInputText('2026-12-01T17:00', 'dateTime', 'en')).toBe('12/01/2026 05:00 PM');
    expect(dateInputText('2026-12-01T00:30', 'dateTime', 'en')).toBe('12/01/2026 12:30 AM');
  });

  it('refuses what is not a whole, real date and time', () => {
    expect(dateInputValue('31/02/2026', 'day', 'pt-BR')).toBeNull();
    expect(dateInputValue('05/03/20', 'day', 'pt-BR')).toBeNull();
    expect(dateInputValue('01/12/2026 24:00', 'dateTime', 'pt-BR')).toBeNull();
    expect(dateInputValue('12/01/2026 13:00 PM', 'dateTime', 'en')).toBeNull();
    expect(dateInputValue('12/01/2026 05:00', 'dateTime', 'en')).toBeNull();
    expect(dateInputText('', 'day', 'en')).toBe('');
  });
});
