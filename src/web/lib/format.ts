const COMPANY_NAME_MAX = 22;
const COMPANY_NAME_KEEP = 15;

/**
 * The header shows a company name whole up to 22 characters; longer names are cut to their first 15
 * characters plus an ellipsis (PRODUCT.md sections 3 and 9). Counts code points, so accents and
 * emoji are never split.
 */
export function shortCompanyName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= COMPANY_NAME_MAX) return chars.join('');
  return `${chars.slice(0, COMPANY_NAME_KEEP).join('').trimEnd()}…`;
}
