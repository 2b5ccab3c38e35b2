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

/**
 * Attachment names are shown cut to 16 characters in the new-quote list and 20 in the quote view
 * (PRODUCT.md 9), keeping the extension so "desenho-tecnico-revisado.pdf" still reads as a PDF. The
 * whole name stays in the title and the accessible name.
 */
export function shortFileName(name: string, max: 16 | 20): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 6 ? Array.from(name.slice(dot)) : [];
  const keep = Math.max(1, max - ext.length - 1);
  return `${chars.slice(0, keep).join('')}…${ext.join('')}`;
}
