import { onlyDigits } from './digits';
import { applyDigitPattern } from './pattern-mask';

/**
 * 00.000.000/0000-00; a partial value is formatted as far as it goes. The shared digit pattern
 * rather than the library's formatter, and a file of its own without the check-digit library: the
 * footer shows a CNPJ on every page, and neither should add its weight to the first load.
 */
export function formatCnpj(value: string): string {
  return applyDigitPattern(onlyDigits(value).slice(0, 14), '00.000.000/0000-00');
}
