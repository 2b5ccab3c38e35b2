import {
  type FreightKind,
  type ProposalTotals,
  proposalTotals,
  QUANTITY_SCALE,
} from '../../../../shared/rules/quote-totals';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';

/* The proposal form's line prices, taxes and freight as typed (issue 34 item 2), and their wire. */

export interface LineDraft {
  priceCents: number | null;
  days: string;
  cannotSupply: boolean;
}

export interface LinesDraft {
  lines: Record<string, LineDraft>;
  icms: string;
  icmsIncluded: boolean;
  ipi: string;
  ipiIncluded: boolean;
  freight: FreightKind | '';
  freightCents: number | null;
}

export const EMPTY_LINES: LinesDraft = {
  lines: {},
  icms: '',
  icmsIncluded: true,
  ipi: '',
  ipiIncluded: true,
  freight: '',
  freightCents: null,
};

export const EMPTY_LINE: LineDraft = { priceCents: null, days: '', cannotSupply: false };

/** '18', '18,5' or '18.5' % → basis points; blank → null; anything else as typed, for the schema to refuse by name. */
export function percentToBp(text: string): number | string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(value)) return value;
  return Math.round(Number(value.replace(',', '.')) * 100);
}

const daysOf = (text: string): number | string | null => {
  const value = text.trim();
  return value === '' ? null : /^\d+$/.test(value) ? Number(value) : value;
};

/** The body's line fields; nothing when the quote has no items (the spec's body). */
export function linesToWire(items: readonly QuoteItem[], draft: LinesDraft): Record<string, unknown> {
  if (items.length === 0) return {};
  return {
    lines: items.map((item) => {
      const line = draft.lines[item.reqId] ?? EMPTY_LINE;
      return {
        item: item.reqId,
        unit_price_cents: line.cannotSupply ? null : line.priceCents,
        delivery_days: line.cannotSupply ? null : daysOf(line.days),
        cannot_supply: line.cannotSupply,
      };
    }),
    icms_rate_bp: percentToBp(draft.icms),
    icms_included: draft.icmsIncluded,
    ipi_rate_bp: percentToBp(draft.ipi),
    ipi_included: draft.ipiIncluded,
    freight: draft.freight || null,
    freight_cents: draft.freight === 'cif_value' ? draft.freightCents : null,
  };
}

/** What the form shows as the total: the shared rules the server stores the total with. */
export function draftTotals(items: readonly QuoteItem[], draft: LinesDraft): ProposalTotals {
  const rate = (text: string) => {
    const bp = percentToBp(text);
    return typeof bp === 'number' ? bp : 0;
  };
  const lines = items.map((item) => {
    const line = draft.lines[item.reqId];
    if (!line || line.cannotSupply || line.priceCents === null) return null;
    return { unitPriceCents: line.priceCents, quantityMilli: Math.round(item.quantity * QUANTITY_SCALE) };
  });
  return proposalTotals(
    lines,
    {
      icmsBp: rate(draft.icms),
      icmsIncluded: draft.icmsIncluded,
      ipiBp: rate(draft.ipi),
      ipiIncluded: draft.ipiIncluded,
    },
    { kind: draft.freight || 'cif', cents: draft.freightCents },
  );
}
