import { DISPLAY } from '../limits';

/**
 * The company page's meta description: the short about text, whitespace collapsed, cut to 150
 * characters plus '…' when longer (PRODUCT.md section 9). Counts code points, so an accent or an
 * emoji is never split.
 */
export function metaDescription(text: string, max: number = DISPLAY.metaDescriptionChars): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
