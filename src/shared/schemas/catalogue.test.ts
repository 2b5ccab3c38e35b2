import { describe, expect, it } from 'vitest';
import { failures } from '../test/schema-helpers';
import {
  addressDataBody,
  companiesListBody,
  companyInfoBody,
  faqListBody,
  magazinesListBody,
} from './catalogue';

describe('companies list', () => {
  // order_by left out stays out: the service orders by name, or by relevance with a search (issue 32).
  it('defaults to ascending, page 1, no filters and no chosen order', () => {
    expect(companiesListBody.parse({})).toEqual({ search: '', order: 'asc', page: 1 });
  });

  it('accepts the filters, 0 or "" meaning all', () => {
    expect(
      companiesListBody.parse({
        city: '9896',
        category: 0,
        state: '',
        order_by: 'rate',
        order: 'desc',
        page: 3,
      }),
    ).toEqual({
      search: '',
      city: 9896,
      order_by: 'rate',
      order: 'desc',
      page: 3,
    });
  });

  it('refuses any other order_by or order', () => {
    expect(failures(companiesListBody, { order_by: 'date', order: 'up' })).toEqual({
      order_by: 'v.oneOf',
      order: 'v.oneOf',
    });
    expect(failures(companiesListBody, { order_by: 'NAME' })).toEqual({ order_by: 'v.oneOf' });
    // Empty, as "no choice" comes from a filter form, is the default like a field left out.
    expect(companiesListBody.parse({ order_by: '', order: '', city: '', category: '' })).toMatchObject({
      order_by: undefined,
      order: 'asc',
    });
  });
});

describe('other lists', () => {
  it('magazines by records or by search and page', () => {
    expect(magazinesListBody.parse({ records: 4 })).toEqual({ records: 4, search: '', page: 1 });
    expect(magazinesListBody.parse({ search: 'aço', page: 2 })).toEqual({
      records: null,
      search: 'aço',
      page: 2,
    });
    expect(failures(magazinesListBody, { records: 0 })).toEqual({ records: 'v.minValue' });
  });

  it('faq by search and page', () => {
    expect(faqListBody.parse({ search: ' senha ' })).toEqual({ search: 'senha', page: 1 });
    expect(failures(faqListBody, { page: -1 })).toEqual({ page: 'v.minValue' });
  });

  it('company info by reqId', () => {
    expect(failures(companyInfoBody, {})).toEqual({ req_id: 'v.required' });
  });
});

describe('address data', () => {
  it('cities of a state or all states', () => {
    expect(addressDataBody.parse({ type: 'cities', id: 26 })).toEqual({ type: 'cities', id: 26 });
    expect(addressDataBody.parse({ type: 'states' })).toEqual({ type: 'states' });
    expect(failures(addressDataBody, { type: 'cities' })).toEqual({ id: 'v.required' });
    expect(failures(addressDataBody, { type: 'towns' })).toEqual({ type: 'v.oneOf' });
  });
});
