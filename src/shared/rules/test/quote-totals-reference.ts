/*
 * A second, independent reading of decision 0028 for the property tests of quote-totals.ts:
 * percentages as fractions (numerator, denominator), rounding by comparing twice the remainder,
 * freight and cannot-supply handled by filtering first. Written from the decision record's words,
 * not from the first implementation.
 */

interface Fraction {
  n: bigint;
  d: bigint;
}

function roundToCentavo({ n, d }: Fraction): bigint {
  const whole = n / d;
  const rest = n - whole * d;
  return rest * 2n >= d ? whole + 1n : whole;
}

export interface ReferenceLine {
  unitPriceCents: number;
  quantityMilli: number;
}

export interface ReferenceTerms {
  icmsBp: number;
  icmsIncluded: boolean;
  ipiBp: number;
  ipiIncluded: boolean;
  freight: 'cif' | 'cif_value' | 'fob';
  freightCents: number | null;
}

/** The line's landed centavos, step by step as the decision states them. */
export function referenceLine(line: ReferenceLine, terms: ReferenceTerms): bigint {
  const stated = roundToCentavo({ n: BigInt(line.unitPriceCents) * BigInt(line.quantityMilli), d: 1000n });
  let withIcms = stated;
  if (!terms.icmsIncluded && terms.icmsBp > 0) {
    // price with ICMS = stated ÷ (1 − rate) = stated × 10000 ÷ (10000 − bp)
    withIcms = roundToCentavo({ n: stated * 10000n, d: 10000n - BigInt(terms.icmsBp) });
  }
  const ipi = terms.ipiIncluded ? 0n : roundToCentavo({ n: withIcms * BigInt(terms.ipiBp), d: 10000n });
  return withIcms + ipi;
}

export function referenceTotal(lines: readonly (ReferenceLine | null)[], terms: ReferenceTerms): bigint {
  const priced = lines.filter((line): line is ReferenceLine => line !== null);
  const linesSum = priced.map((line) => referenceLine(line, terms)).reduce((a, b) => a + b, 0n);
  return terms.freight === 'cif_value' ? linesSum + BigInt(terms.freightCents ?? 0) : linesSum;
}
