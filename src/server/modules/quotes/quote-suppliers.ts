/*
 * Who sent a proposal (issue 34 item 7, decision 0045): a catalogue company, or a supplier outside
 * the catalogue through its invitation. A supplier's latest proposal is its current offer; a
 * proposal of neither (its company left the catalogue) is nobody's current offer.
 */
export interface SupplierOf {
  companyId: number | null;
  outsideId: number | null;
}

/** The supplier's key among a quote's proposals; null for a company that left the catalogue. */
export function supplierKey(row: SupplierOf): string | null {
  if (row.companyId !== null) return `c${row.companyId}`;
  if (row.outsideId !== null) return `o${row.outsideId}`;
  return null;
}

/**
 * Rows newest first: each supplier's first row is its current offer. Answers the ids of those, so
 * callers mark, compare or award only them.
 */
export function currentProposalIds<T extends SupplierOf & { id: number }>(rows: readonly T[]): Set<number> {
  const seen = new Set<string>();
  const current = new Set<number>();
  for (const row of rows) {
    const key = supplierKey(row);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    current.add(row.id);
  }
  return current;
}

/** `{ outside: true }` for an outside supplier's row, else nothing: the wire's optional mark. */
export const outsideMark = (row: SupplierOf): { outside?: true } =>
  row.outsideId !== null ? { outside: true } : {};
