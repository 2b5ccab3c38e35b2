import { lineTotal, proposalTotals, type TaxTerms } from '../../../shared/rules/quote-totals';
import type { ProposalFieldsBody } from '../../../shared/schemas/quote';
import { PROPOSAL } from '../../../shared/schemas/quote-proposal-terms';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type ItemRow, insertLines, itemsOf, type LineValues } from './quote-items-repository';
import type { ProposalFigures } from './quote-proposals-repository';

/*
 * A proposal's line prices against its request's items, and the totals the server stores (issue 34
 * item 2, decision 0028): the shared quote-totals.ts the proposal form shows them with.
 */

const refuse = (field: string, key: string): never => {
  throw new AppError('VAL001', {}, { [field]: key }, key);
};

export interface PricedProposal {
  figures: ProposalFigures;
  /** Lines to store once the proposal has its id. */
  lines: Omit<LineValues, 'proposalId'>[];
}

/** Every item once, no other: the refusal names the line or, for a missing item, `lines`. */
function matchLines(body: ProposalFieldsBody, items: readonly ItemRow[]) {
  const byReqId = new Map(items.map((item) => [item.reqId, item]));
  const seen = new Set<string>();
  const matched = body.lines.map((line, index) => {
    const item = byReqId.get(line.item) ?? refuse(`lines.${index}.item`, 'v.itemUnknown');
    if (seen.has(line.item)) refuse(`lines.${index}.item`, 'v.itemTwice');
    seen.add(line.item);
    return { line, item };
  });
  if (seen.size !== items.length) refuse('lines', 'v.linesIncomplete');
  return matched;
}

/**
 * The body's figures: with lines, each priced line's landed cost and the proposal's totals; with a
 * single price, that price as one line of quantity 1, so its taxes and freight count alike.
 */
export async function priceProposal(
  db: Db,
  quoteId: number,
  body: ProposalFieldsBody,
): Promise<PricedProposal> {
  const tax: TaxTerms = {
    icmsBp: body.icms_rate_bp,
    icmsIncluded: body.icms_included,
    ipiBp: body.ipi_rate_bp,
    ipiIncluded: body.ipi_included,
  };
  const freight = {
    kind: body.freight ?? 'cif',
    cents: body.freight === 'cif_value' ? body.freight_cents : null,
  };
  const base = {
    icmsRateBp: tax.icmsBp,
    icmsIncluded: tax.icmsIncluded,
    ipiRateBp: tax.ipiBp,
    ipiIncluded: tax.ipiIncluded,
    freight: body.freight,
    freightCents: freight.cents,
  };
  const items = body.lines.length > 0 ? await itemsOf(db, quoteId) : [];
  if (body.lines.length > 0 && items.length === 0) refuse('lines', 'v.linesWithoutItems');
  const matched = matchLines(body, items);
  const priced = matched.map(({ line, item }) =>
    line.cannot_supply || line.unit_price_cents === null
      ? null
      : { unitPriceCents: line.unit_price_cents, quantityMilli: item.quantityMilli },
  );
  if (matched.length === 0 && body.price_cents === null) {
    return {
      figures: {
        ...base,
        goodsCents: null,
        taxesCents: null,
        landedCents: null,
        priceCents: null,
        deliveryDays: body.delivery_days,
      },
      lines: [],
    };
  }
  const single =
    matched.length === 0 ? [{ unitPriceCents: body.price_cents ?? 0, quantityMilli: 1000 }] : priced;
  const totals = proposalTotals(single, tax, freight);
  if (totals.landed > BigInt(PROPOSAL.priceMaxCents))
    refuse(matched.length ? 'lines' : 'price_cents', 'v.totalTooLarge');
  const lines = matched.map(({ line, item }, index) => {
    const one = priced[index];
    return {
      itemId: item.id,
      unitPriceCents: one ? line.unit_price_cents : null,
      deliveryDays: one ? line.delivery_days : null,
      cannotSupply: one === null,
      landedCents: one ? Number(lineTotal(one, tax).landed) : null,
    };
  });
  const days = lines.map((line) => line.deliveryDays ?? 0);
  return {
    figures: {
      ...base,
      goodsCents: Number(totals.goods),
      taxesCents: Number(totals.icms + totals.ipi),
      landedCents: Number(totals.landed),
      priceCents: matched.length ? Number(totals.landed) : body.price_cents,
      deliveryDays: body.delivery_days ?? (matched.length ? Math.max(...days) : null),
    },
    lines,
  };
}

export async function storeLines(db: Db, proposalId: number, priced: PricedProposal): Promise<void> {
  await insertLines(
    db,
    priced.lines.map((line) => ({ ...line, proposalId })),
  );
}
