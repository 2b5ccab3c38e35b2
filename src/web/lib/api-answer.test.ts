import { describe, expect, it } from 'vitest';
import { nextPage } from './api-answer';

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
