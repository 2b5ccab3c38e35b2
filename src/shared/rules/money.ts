import type { Lang } from '../lang';
import { DISPLAY } from '../limits';

const formatters = new Map<Lang, Intl.NumberFormat>();

/**
 * An amount in Brazilian reais in the language's number format: 'pt-BR' → 'R$ 1.234,56',
 * 'en' → 'R$1,234.56'. The currency never changes with the language, only the digits' grouping.
 * Intl puts a no-break space after 'R$' in pt-BR so the symbol never wraps away from the amount.
 */
export function formatMoney(amount: number, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: DISPLAY.currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(amount);
}
