import { z } from 'zod';
import { RATING, TEXT } from '../limits';
import { optionalText, reqIdField, typeError, ynField } from './common';

// Radio inputs give strings; the wire sends numbers.
const stars = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: typeError('v.rating') })
    .int({ error: 'v.rating' })
    .min(RATING.min, { error: 'v.rating' })
    .max(RATING.max, { error: 'v.rating' }),
);

/** POST /quotes/proposal_rate (req_id is the chosen proposal's; no session needed). */
export const ratingBody = z.object({
  req_id: reqIdField,
  concluded: ynField,
  product_rate: stars,
  delivered_in_time: ynField,
  price_as_quote: ynField,
  comunication: stars,
  recomend_3rd_party: ynField,
  short_description: optionalText(TEXT.ratingDescription),
  suggestions: optionalText(TEXT.ratingSuggestions),
  general_evaluation: stars,
  system_recommend: ynField,
  system_description: optionalText(TEXT.ratingDescription),
  system_suggestions: optionalText(TEXT.ratingSuggestions),
  system_evaluation: stars,
});
export type RatingBody = z.infer<typeof ratingBody>;
