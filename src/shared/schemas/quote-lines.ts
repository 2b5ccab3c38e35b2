import { z } from 'zod';
import { FREIGHT_KINDS, TAX } from '../rules/quote-totals';
import { reqIdField, typeError } from './common';
import { PROPOSAL } from './quote-proposal-terms';

/*
 * A proposal's line prices, taxes and freight (issue 34 item 2, decision 0028). Every field is
 * optional, so a proposal with a PDF or a single price is today's. Rates are basis points.
 */

const whole = (min: number, max: number) =>
  z
    .number({ error: typeError('v.number') })
    .int({ error: 'v.number' })
    .min(min, { error: 'v.minValue' })
    .max(max, { error: 'v.maxValue' });

export const LINES = { unitPriceMaxCents: 10_000_000_000 } as const;

export const proposalLineInput = z
  .object({
    item: reqIdField.describe("The item's reqId"),
    unit_price_cents: whole(1, LINES.unitPriceMaxCents)
      .nullish()
      .transform((v) => v ?? null)
      .describe('Unit price in centavos; required unless cannot_supply'),
    delivery_days: whole(PROPOSAL.deliveryDaysMin, PROPOSAL.deliveryDaysMax)
      .nullish()
      .transform((v) => v ?? null)
      .describe('Delivery time in calendar days; required unless cannot_supply'),
    cannot_supply: z.boolean({ error: typeError() }).default(false),
  })
  .superRefine((line, ctx) => {
    if (line.cannot_supply) return;
    for (const key of ['unit_price_cents', 'delivery_days'] as const) {
      if (line[key] === null) ctx.addIssue({ code: 'custom', message: 'v.required', path: [key] });
    }
  });
export type ProposalLineValues = z.output<typeof proposalLineInput>;

export const proposalLinesFields = {
  lines: z
    .array(proposalLineInput, { error: typeError() })
    .max(100, { error: 'v.itemCount' })
    .nullish()
    .transform((list) => list ?? [])
    .describe('Optional. One line per item of the quote (every item once), when the quote lists items'),
  icms_rate_bp: whole(0, TAX.icmsMaxBp)
    .nullish()
    .transform((v) => v ?? 0)
    .describe('Optional. ICMS rate in basis points (1800 = 18 %), 0 to 5000'),
  icms_included: z
    .boolean({ error: typeError() })
    .nullish()
    .transform((v) => v ?? true)
    .describe('Optional, true when left out: the prices hold the ICMS'),
  ipi_rate_bp: whole(0, TAX.ipiMaxBp)
    .nullish()
    .transform((v) => v ?? 0)
    .describe('Optional. IPI rate in basis points (1000 = 10 %), 0 to 30000'),
  ipi_included: z
    .boolean({ error: typeError() })
    .nullish()
    .transform((v) => v ?? true)
    .describe('Optional, true when left out: the prices hold the IPI'),
  freight: z
    .enum(FREIGHT_KINDS, { error: typeError() })
    .nullish()
    .transform((v) => v ?? null)
    .describe('Optional. cif (in the prices), cif_value (freight_cents on top) or fob (the buyer pays it)'),
  freight_cents: whole(1, PROPOSAL.priceMaxCents)
    .nullish()
    .transform((v) => v ?? null)
    .describe('The freight in centavos, with cif_value only'),
};

/** The answer's proposal-level commercial terms and computed totals (centavos as numbers). */
export const proposalCommercial = z.object({
  icmsRateBp: z.number().int(),
  icmsIncluded: z.boolean(),
  ipiRateBp: z.number().int(),
  ipiIncluded: z.boolean(),
  freight: z.enum(FREIGHT_KINDS).nullable(),
  freightCents: z.number().int().nullable(),
  goodsCents: z.number().int(),
  taxesCents: z.number().int(),
  landedCents: z.number().int(),
});
export type ProposalCommercial = z.infer<typeof proposalCommercial>;

/** One line as answered. */
export const proposalLine = z.object({
  item: z.string(),
  unitPriceCents: z.number().int().nullable(),
  deliveryDays: z.number().int().nullable(),
  cannotSupply: z.boolean(),
  /** The line's landed cost (taxes added as stated); null when it cannot be supplied. */
  landedCents: z.number().int().nullable(),
});
export type ProposalLine = z.infer<typeof proposalLine>;
