import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils';
import { allSameChar, onlyDigits } from './digits';

export { formatCnpj } from './cnpj-format';

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
