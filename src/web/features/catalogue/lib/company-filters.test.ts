import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  parseCompanyFilters,
  serializeCompanyFilters,
  toCompaniesListBody,
} from './company-filters';

const parse = (query: string) => parseCompanyFilters(new URLSearchParams(query));

describe('company filters in the query string', () => {
  it('reads every filter', () => {
    expect(
      parse('state=26&city=9896&category=3&process=7&material=8&order_by=rate&order=desc&search=a%C3%A7o'),
    ).toEqual({
      state: 26,
      city: 9896,
      category: 3,
      process: 7,
      material: 8,
      orderBy: 'rate',
      order: 'desc',
      search: 'aço',
    });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(parse('state=SP&city=0&category=-2&order_by=price&order=up&search=%20%20')).toEqual(
      DEFAULT_FILTERS,
    );
    expect(parse('city=1e3').city).toBeNull();
    expect(parse('process=x&material=0')).toEqual(DEFAULT_FILTERS);
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(250);
  });

  it('writes only what differs from the defaults', () => {
    expect(serializeCompanyFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(serializeCompanyFilters({ ...DEFAULT_FILTERS, category: 3, order: 'desc' }).toString()).toBe(
      'category=3&order=desc',
    );
  });

  it('round-trips', () => {
    const filters = {
      state: 26,
      city: 9896,
      category: 3,
      process: 7,
      material: null,
      orderBy: 'rate',
      order: 'desc',
      search: 'aço',
    } as const;
    expect(parseCompanyFilters(serializeCompanyFilters(filters))).toEqual(filters);
  });

  it('builds the list body with "All" as null', () => {
    expect(toCompaniesListBody({ ...DEFAULT_FILTERS, city: 9896 }, 2)).toEqual({
      search: '',
      state: null,
      city: 9896,
      category: null,
      process: null,
      material: null,
      order_by: null,
      order: 'asc',
      page: 2,
    });
  });

  it('counts the select filters that are not "All"', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, state: 26, category: 1, search: 'x' })).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, process: 4, material: 5 })).toBe(2);
  });
});
