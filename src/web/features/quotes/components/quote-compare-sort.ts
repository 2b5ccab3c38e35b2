import type { ComparisonRow } from '../../../../shared/schemas/quote-proposal-terms';

/** What the comparison sorts by; each starts from the best value (lowest price, highest rating). */
export type CompareKey = 'price' | 'delivery' | 'rating';
export type CompareOrder = { key: CompareKey; descending: boolean };

export const COMPARE_KEYS: readonly CompareKey[] = ['price', 'delivery', 'rating'];

const SORT_VALUE: Record<CompareKey, (row: ComparisonRow) => number | null> = {
  price: (row) => row.priceCents,
  delivery: (row) => row.deliveryDays,
  rating: (row) => row.rating,
};

/** The order a key starts in: cheapest and fastest first, best rated first. */
export const firstOrder = (key: CompareKey): CompareOrder => ({ key, descending: key === 'rating' });

/**
 * Rows by `order`; a row that states no value goes last either way (it is not the cheapest nor the
 * dearest), and ties keep the server's order (newest first), as Array.prototype.sort is stable.
 */
export function sortRows(rows: readonly ComparisonRow[], order: CompareOrder): ComparisonRow[] {
  const read = SORT_VALUE[order.key];
  return [...rows].sort((a, b) => {
    const x = read(a);
    const y = read(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return order.descending ? y - x : x - y;
  });
}
