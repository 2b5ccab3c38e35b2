import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotal, NO_TAX, proposalTotals, TAX } from './quote-totals';
import { referenceLine, referenceTotal } from './test/quote-totals-reference';

const line = fc.record({
  unitPriceCents: fc.integer({ min: 1, max: 10_000_000_000 }),
  quantityMilli: fc.integer({ min: 1, max: 1_000_000_000 }),
});
const terms = fc.record({
  icmsBp: fc.integer({ min: 0, max: TAX.icmsMaxBp }),
  icmsIncluded: fc.boolean(),
  ipiBp: fc.integer({ min: 0, max: TAX.ipiMaxBp }),
  ipiIncluded: fc.boolean(),
  freight: fc.constantFrom('cif' as const, 'cif_value' as const, 'fob' as const),
  freightCents: fc.integer({ min: 1, max: 100_000_000 }),
});

describe('quote totals (decision 0028)', () => {
  it('worked examples: 18 % ICMS grossed up, 10 % IPI on top, half up per line', () => {
    // 3 × R$ 10,00 = R$ 30,00; ICMS outside: 30,00 / 0,82 = 36,585… → 36,59; IPI 10 %: 3,659 → 3,66.
    const total = lineTotal(
      { unitPriceCents: 1000, quantityMilli: 3000 },
      { icmsBp: 1800, icmsIncluded: false, ipiBp: 1000, ipiIncluded: false },
    );
    expect(total).toEqual({ goods: 3000n, icms: 659n, ipi: 366n, landed: 4025n });
    // 1,5 kg at R$ 0,03: 4,5 centavos → 5 (half up).
    expect(lineTotal({ unitPriceCents: 3, quantityMilli: 1500 }, NO_TAX).landed).toBe(5n);
    // Prices holding both taxes: nothing is added.
    expect(
      lineTotal({ unitPriceCents: 999, quantityMilli: 2000 }, { ...NO_TAX, icmsBp: 1800, ipiBp: 500 }).landed,
    ).toBe(1998n);
  });

  it('sums rounded lines, skips cannot-supply, adds CIF freight and leaves FOB out', () => {
    const lines = [
      { unitPriceCents: 1, quantityMilli: 500 },
      null,
      { unitPriceCents: 1, quantityMilli: 500 },
    ];
    // Each half centavo rounds up on its line: 1 + 1, not round(0,5 + 0,5) = 1.
    expect(proposalTotals(lines, NO_TAX, { kind: 'cif', cents: null })).toMatchObject({
      landed: 2n,
      supplied: 2,
      freightKnown: true,
    });
    expect(proposalTotals(lines, NO_TAX, { kind: 'cif_value', cents: 1500 }).landed).toBe(1502n);
    expect(proposalTotals(lines, NO_TAX, { kind: 'fob', cents: 1500 })).toMatchObject({
      landed: 2n,
      freightKnown: false,
    });
  });

  it('agrees with the independent implementation on every line', () => {
    fc.assert(
      fc.property(line, terms, (l, t) => {
        expect(lineTotal(l, t).landed).toBe(referenceLine(l, { ...t }));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on whole proposals, with gaps and freight', () => {
    fc.assert(
      fc.property(fc.array(fc.option(line, { nil: null }), { maxLength: 100 }), terms, (lines, t) => {
        const totals = proposalTotals(lines, t, { kind: t.freight, cents: t.freightCents });
        expect(totals.landed).toBe(referenceTotal(lines, t));
        expect(totals.goods + totals.icms + totals.ipi + totals.freight).toBe(totals.landed);
      }),
      { numRuns: 300 },
    );
  });

  it('never lowers a price: taxes added are never negative', () => {
    fc.assert(
      fc.property(line, terms, (l, t) => {
        const total = lineTotal(l, t);
        expect(total.icms >= 0n && total.ipi >= 0n && total.landed >= total.goods).toBe(true);
      }),
    );
  });
});
