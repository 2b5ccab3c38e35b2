/*
 * A proposal's line prices and its landed cost (issue 34 item 2, decision 0028). One module for
 * the proposal form, the server that stores the totals and the comparison, so the figure a
 * supplier sees before sending is the one the buyer compares. Integer centavos throughout, in
 * BigInt (a unit price times a quantity can pass 2^53 before the total is checked); every step
 * rounds half up on a line, and the proposal's figures are the sums of its rounded lines.
 */

/** Rates are basis points: 1800 = 18 %, 325 = 3,25 %. */
export const TAX = {
  bpPerUnit: 10_000,
  icmsMaxBp: 5_000,
  ipiMaxBp: 30_000,
} as const;

const BP = BigInt(TAX.bpPerUnit);
/** Quantities are thousandths (1,5 kg = 1500): three decimals, as a purchasing sheet has. */
export const QUANTITY_SCALE = 1000;

export interface TaxTerms {
  icmsBp: number;
  /** The unit price already holds the ICMS (the usual Brazilian quote): nothing is added. */
  icmsIncluded: boolean;
  ipiBp: number;
  /** The unit price already holds the IPI: nothing is added. */
  ipiIncluded: boolean;
}

export const NO_TAX: TaxTerms = { icmsBp: 0, icmsIncluded: true, ipiBp: 0, ipiIncluded: true };

export const FREIGHT_KINDS = ['cif', 'cif_value', 'fob'] as const;
export type FreightKind = (typeof FREIGHT_KINDS)[number];

/** CIF included in the prices, CIF with its own value, or FOB (the buyer collects and pays it). */
export interface Freight {
  kind: FreightKind;
  /** Only for cif_value. */
  cents: number | null;
}

export interface PricedLine {
  unitPriceCents: number;
  quantityMilli: number;
}

export interface LineTotal {
  /** Unit price × quantity, as stated. */
  goods: bigint;
  /** ICMS added because the price did not hold it ("por dentro": grossed up). */
  icms: bigint;
  /** IPI added because the price did not hold it ("por fora": on top). */
  ipi: bigint;
  /** What the line costs the buyer: goods + icms + ipi. */
  landed: bigint;
}

/** n / d rounded half up, for n ≥ 0 and d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * One line: goods = unit × quantity; ICMS not included is grossed up ("por dentro", the tax is part
 * of its own base): with ICMS = goods / (1 − rate); IPI not included is added on that ("por fora",
 * its base is the price with ICMS): ipi = withIcms × rate. Each step is rounded to the centavo.
 */
export function lineTotal(line: PricedLine, tax: TaxTerms): LineTotal {
  const goods = divideHalfUp(
    BigInt(line.unitPriceCents) * BigInt(line.quantityMilli),
    BigInt(QUANTITY_SCALE),
  );
  const withIcms =
    tax.icmsIncluded || tax.icmsBp === 0 ? goods : divideHalfUp(goods * BP, BP - BigInt(tax.icmsBp));
  const ipi = tax.ipiIncluded ? 0n : divideHalfUp(withIcms * BigInt(tax.ipiBp), BP);
  return { goods, icms: withIcms - goods, ipi, landed: withIcms + ipi };
}

export interface ProposalTotals {
  goods: bigint;
  icms: bigint;
  ipi: bigint;
  /** The freight stated with CIF; 0 for CIF included and for FOB. */
  freight: bigint;
  /** Lines + freight: what the buyer pays for the items supplied (FOB: before its own freight). */
  landed: bigint;
  /** How many lines are priced (the others: cannot supply). */
  supplied: number;
  /** False for FOB: the landed figure leaves out a freight the buyer still pays. */
  freightKnown: boolean;
}

/** The proposal's totals: the sums of its rounded lines (null = cannot supply), plus the freight. */
export function proposalTotals(
  lines: readonly (PricedLine | null)[],
  tax: TaxTerms,
  freight: Freight,
): ProposalTotals {
  const sum = { goods: 0n, icms: 0n, ipi: 0n, landed: 0n };
  let supplied = 0;
  for (const line of lines) {
    if (!line) continue;
    const total = lineTotal(line, tax);
    sum.goods += total.goods;
    sum.icms += total.icms;
    sum.ipi += total.ipi;
    sum.landed += total.landed;
    supplied += 1;
  }
  const freightCents = freight.kind === 'cif_value' ? BigInt(freight.cents ?? 0) : 0n;
  return {
    ...sum,
    freight: freightCents,
    landed: sum.landed + freightCents,
    supplied,
    freightKnown: freight.kind !== 'fob',
  };
}
