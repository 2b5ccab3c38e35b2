import { describe, expect, it } from 'vitest';
import { failures } from '../test/schema-helpers';
import { ratingBody } from './rating';

const rating = {
  req_id: 'Qm9hcmQtMTIzNDU2Nzg5MDEy',
  concluded: 'y',
  product_rate: 5,
  delivered_in_time: 'n',
  price_as_quote: 'y',
  comunication: '4',
  recomend_3rd_party: 'y',
  short_description: 'Bom',
  suggestions: '',
  general_evaluation: 1,
  system_recommend: 'y',
  system_description: null,
  system_suggestions: undefined,
  system_evaluation: 3,
};

describe('rating', () => {
  it('accepts y/n answers, 1-5 stars and optional texts', () => {
    expect(ratingBody.parse(rating)).toMatchObject({
      comunication: 4,
      suggestions: null,
      system_description: null,
      system_suggestions: null,
    });
  });

  it('rejects out-of-range stars, other answers and long texts', () => {
    expect(
      failures(ratingBody, {
        ...rating,
        product_rate: 0,
        comunication: 6,
        general_evaluation: 2.5,
        system_evaluation: undefined,
        concluded: 'maybe',
        short_description: 'x'.repeat(251),
        suggestions: 'x'.repeat(501),
      }),
    ).toEqual({
      product_rate: 'v.rating',
      comunication: 'v.rating',
      general_evaluation: 'v.rating',
      system_evaluation: 'v.required',
      concluded: 'v.yn',
      short_description: 'v.maxLength',
      suggestions: 'v.maxLength',
    });
  });
});
