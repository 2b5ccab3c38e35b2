import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils';
import { allSameChar, onlyDigits } from './digits';
import { applyDigitPattern } from './pattern-mask';

// Numeric CNPJ only: the catalogue stores digits (DECISIONS.md 3).
const CNPJ_SHAPE = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;

/** A CNPJ, bare or as 00.000.000/0000-00, with valid check digits and not all digits equal. */
export function isValidCnpj(value: string): boolean {
  const trimmed = value.trim();
  if (!CNPJ_SHAPE.test(trimmed)) return false;
  const digits = onlyDigits(trimmed);
  return !allSameChar(digits) && libIsValidCnpj(digits);
}

export function stripCnpj(value: string): string {
  return onlyDigits(value);
}

/**
 * 00.000.000/0000-00; a partial value is formatted as far as it goes. The shared digit pattern
 * rather than the library's formatter: the footer shows a CNPJ on every page, and the library's
 * (alphanumeric-aware) formatter would add its weight to the first load.
 */
export function formatCnpj(value: string): string {
  return applyDigitPattern(onlyDigits(value).slice(0, 14), '00.000.000/0000-00');
}
