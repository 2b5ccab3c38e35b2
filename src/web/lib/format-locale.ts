import type { Lang } from '../../shared/lang';
import { numberFormat } from '../../shared/rules/intl-formats';

/**
 * Digits grouped and with the decimal mark of the UI language, as Intl.NumberFormat writes them for
 * 'en' and 'pt-BR' (the tests compare the two). Not Intl: the browser's first NumberFormat loads
 * its number data, 200–260 ms of one task on a mid-range phone, and the public pages' first render
 * shows only counts and ratings (issue 17).
 */
const MARKS: Record<Lang, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  'pt-BR': { group: '.', decimal: ',' },
};

/**
 * |value| rounded half away from zero to `fraction` decimals, from its shortest decimal form as
 * ICU reads it (4.55 → '4.6', where toFixed, from the binary value, gives '4.5'): the exponent
 * moves the decimal point in that text, not in the binary value.
 */
function rounded(abs: number, fraction: number): string {
  return (Math.round(Number(`${abs}e${fraction}`)) / 10 ** fraction).toFixed(fraction);
}

function digits(value: number, fraction: number, lang: Lang): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || String(abs).includes('e'))
    return numberFormat(lang, { minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(
      value,
    );
  const { group, decimal } = MARKS[lang];
  const fixed = rounded(abs, fraction);
  const [whole = '0', part] = fixed.split('.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${part ? decimal + part : ''}`;
}

/** A rating mean with one decimal in the UI language: 4.5 → '4.5' / '4,5'. */
export function formatRate(value: number, lang: Lang): string {
  return digits(value, 1, lang);
}

/** A whole count in the UI language: 1234 → '1,234' / '1.234'. */
export function formatCount(value: number, lang: Lang): string {
  return Number.isInteger(value) ? digits(value, 0, lang) : numberFormat(lang).format(value);
}
