import { z } from 'zod';
import { saoPauloDay } from '../rules/sao-paulo-day';
import { addDays, isCalendarDay } from '../rules/sao-paulo-time';
import { optionalText, textInput, typeError } from './common';
import { responsivenessFigures } from './responsiveness';

/**
 * A structured proposal's figures (issue 18, decision 0019). The price is in centavos: R$ 0,01 to
 * R$ 1 bilhão. Delivery is in calendar days; validity runs from today (São Paulo) to two years on.
 */
export const PROPOSAL = {
  priceMinCents: 1,
  priceMaxCents: 100_000_000_000,
  deliveryDaysMin: 1,
  deliveryDaysMax: 3650,
  validityMaxDays: 730,
  /** Characters of the payment terms and of the note (kept with this schema, not in limits.ts, which every page loads). */
  paymentTermsChars: 250,
  noteChars: 1000,
} as const;

/*
 * A structured proposal (issue 18 item 1, decision 0019): what a company offers besides its PDF.
 * Every field is optional on the wire, so the spec's POST /quotes/proposal_send keeps working with
 * the PDF alone; a value left out is stored as null.
 */

// Numbers come as JSON numbers, or as the digits a form input holds; '' and null mean "not given".
const toNumber = (value: unknown) => {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
};

const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: typeError('v.number') })
      .int({ error: 'v.number' })
      .min(min, { error: 'v.minValue' })
      .max(max, { error: 'v.maxValue' })
      .optional()
      .transform((value) => value ?? null),
  );

/** A calendar day from today (São Paulo) to PROPOSAL.validityMaxDays on, or nothing. */
const validityDay = textInput()
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), { error: 'v.invalid', abort: true })
  .refine((value) => value === '' || value >= saoPauloDay(), { error: 'v.dateFromToday', abort: true })
  .refine((value) => value === '' || value <= addDays(saoPauloDay(), PROPOSAL.validityMaxDays), {
    error: 'v.validityMax',
    params: { count: PROPOSAL.validityMaxDays },
  })
  .nullish()
  .transform((value) => (value ? value : null));

/** The terms' fields, snake_case like every body of the spec. */
export const proposalTermsFields = {
  /** Total price in centavos (R$ 1.234,56 = 123456). */
  price_cents: wholeNumber(PROPOSAL.priceMinCents, PROPOSAL.priceMaxCents).describe(
    'Optional. Total price in centavos (R$ 1.234,56 = 123456), from 1 to 100000000000',
  ),
  /** Delivery time in calendar days. */
  delivery_days: wholeNumber(PROPOSAL.deliveryDaysMin, PROPOSAL.deliveryDaysMax).describe(
    'Optional. Delivery time in calendar days, from 1 to 3650',
  ),
  /** Last day the offer holds, 'YYYY-MM-DD' (São Paulo). */
  valid_until: validityDay.describe(
    "Optional. Last day the proposal holds, 'YYYY-MM-DD', from today (São Paulo) to 730 days on",
  ),
  payment_terms: optionalText(PROPOSAL.paymentTermsChars).describe(
    'Optional. Payment terms, up to 250 characters',
  ),
  note: optionalText(PROPOSAL.noteChars).describe('Optional. A note to the customer, up to 1000 characters'),
};

/** The terms as answered (camelCase like every answer); null where the company gave none. */
export const proposalTerms = z.object({
  priceCents: z.number().int().nullable(),
  deliveryDays: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  note: z.string().nullable(),
});
export type ProposalTerms = z.infer<typeof proposalTerms>;

/**
 * One row of the owner's comparison: a company's latest proposal (a newer one replaces it here; the
 * earlier stay in `proposals`), with its company's rating and the marks of the best offers.
 */
export const comparisonRow = proposalTerms.extend({
  /** The proposal's reqId, for POST /quotes/proposal_chosen. */
  reqId: z.string(),
  companyName: z.string(),
  /** When it was sent (ISO, UTC). */
  date: z.string(),
  /** Stored file reqId of the PDF; null when the proposal came without one (issue 30 item 10). */
  file: z.string().nullable(),
  chosen: z.boolean(),
  /** The company's mean rating (1–5), null before its first; and how many ratings it has. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /**
   * How the company answers quote requests (decision 0021), as on its public card; absent below
   * the requests the figures need to be shown.
   */
  responsiveness: responsivenessFigures.optional(),
  /** The lowest price among the rows that state one (every row tied for it is marked). */
  lowestPrice: z.boolean(),
  /** The shortest delivery among the rows that state one (ties marked alike). */
  fastestDelivery: z.boolean(),
  /** Issue 34 item 7: a supplier outside the catalogue, invited by e-mail; absent otherwise. */
  outside: z.literal(true).optional(),
});
export type ComparisonRow = z.infer<typeof comparisonRow>;
