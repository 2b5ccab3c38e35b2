import { z } from 'zod';
import { TEXT } from '../limits';
import { optionalIdField, pageField, reqIdBody, searchField, typeError } from './common';

/** POST /companies/list; anything but name|rate and asc|desc is a validation error. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const companiesListBody = z.object({
  search: searchField(TEXT.search),
  state: optionalIdField,
  city: optionalIdField,
  category: optionalIdField,
  // Added after the spec (issue 32): companies with this process and this material of the vocabulary.
  process: optionalIdField,
  material: optionalIdField,
  // Left out, null or '' (as the filters send "no choice", like city and category): by relevance
  // when there is a search, else by name (the service decides: issue 32); the two values are the spec's.
  order_by: z
    .preprocess(blankAsMissing, z.enum(['name', 'rate'], { error: typeError('v.oneOf') }).nullish())
    .transform((value) => value ?? undefined),
  order: z
    .preprocess(blankAsMissing, z.enum(['asc', 'desc'], { error: typeError('v.oneOf') }).nullish())
    .transform((value) => value ?? 'asc'),
  page: pageField,
});
export type CompaniesListBody = z.infer<typeof companiesListBody>;

/** POST /companies/info (a company's reqId) */
export const companyInfoBody = reqIdBody;
export type CompanyInfoBody = z.infer<typeof companyInfoBody>;

/** POST /magazines/list: `{ records }` for the home page's latest ones, or `{ search, page }`. */
export const magazinesListBody = z.object({
  records: z
    .number({ error: typeError('v.number') })
    .int({ error: 'v.number' })
    .min(1, { error: 'v.minValue' })
    .max(100, { error: 'v.maxValue' })
    .nullish()
    .transform((value) => value ?? null),
  search: searchField(TEXT.search),
  page: pageField,
});
export type MagazinesListBody = z.infer<typeof magazinesListBody>;

/** POST /faq/list */
export const faqListBody = z.object({ search: searchField(TEXT.search), page: pageField });
export type FaqListBody = z.infer<typeof faqListBody>;

/** POST /address/data: `{ type: 'cities', id: stateId }` or `{ type: 'states' }`. */
export const addressDataBody = z
  .object({
    type: z.enum(['cities', 'states'], { error: typeError('v.oneOf') }),
    id: optionalIdField,
  })
  .superRefine((value, ctx) => {
    if (value.type === 'cities' && value.id === undefined) {
      ctx.addIssue({ code: 'custom', message: 'v.required', path: ['id'] });
    }
  })
  .transform((value) =>
    value.type === 'cities'
      ? { type: 'cities' as const, id: value.id as number }
      : { type: 'states' as const },
  );
export type AddressDataBody = z.infer<typeof addressDataBody>;
