import { describe, expect, it } from 'vitest';
import { ApiError, isOk, nextPage, readAnswer, refusalText } from './api-answer';
import type { ApiAnswer } from './api-client';

const page = (rows: number, records: number) => ({ data: Array.from({ length: rows }), records });

describe('nextPage', () => {
  it('asks for the next page while a page is full', () => {
    expect(nextPage(page(10, 10), 1)).toBe(2);
    expect(nextPage(page(8, 8), 4)).toBe(5);
  });

  it('stops at the first page with fewer rows than records', () => {
    expect(nextPage(page(9, 10), 3)).toBeUndefined();
    expect(nextPage(page(0, 10), 1)).toBeUndefined();
  });

  it('stops when the server gives no usable page size', () => {
    expect(nextPage(page(0, 0), 1)).toBeUndefined();
    expect(nextPage(page(3, 0), 1)).toBeUndefined();
  });
});

describe('isOk and refusalText', () => {
  const refused = { response: false as const, error: 'VAL001', message: 'Wrong; twice' };

  it('tells a success from a refusal, no answer and a mutation not settled', () => {
    expect(isOk({ response: true, message: 'Saved' })).toBe(true);
    expect(isOk(refused)).toBe(false);
    expect(isOk(false)).toBe(false);
    expect(isOk(undefined)).toBe(false);
  });

  it("gives the server's words for a refusal and the fallback otherwise", () => {
    expect(refusalText(refused, 'Try again')).toBe('Wrong; twice');
    expect(refusalText({ response: false, message: '' }, 'Try again')).toBe('Try again');
    expect(refusalText(false, 'Try again')).toBe('Try again');
    const saved: ApiAnswer<{ message: string }> = { response: true, message: 'Saved' };
    expect(refusalText(saved, 'Try again')).toBe('Try again');
  });
});

describe('readAnswer', () => {
  it('answers the data of a success', () => {
    expect(readAnswer({ response: true, unread: 3 }).unread).toBe(3);
  });

  it('throws a refused ApiError with the code and the lines, or an unavailable one', () => {
    const refusal = (() => {
      try {
        readAnswer({ response: false, error: 'NFD001', message: 'Gone; really' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ kind: 'refused', code: 'NFD001', lines: ['Gone', 'really'] });
    expect(() => readAnswer(false)).toThrow(expect.objectContaining({ kind: 'unavailable' }));
  });
});
