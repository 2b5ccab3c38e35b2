import { formatCpf as libFormatCpf, isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils';
import { allSameChar, onlyDigits } from './digits';

// The library also accepts spaces between groups; the wire only takes digits or the usual mask.
const CPF_SHAPE = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** A CPF, bare or as 000.000.000-00, with valid check digits and not all digits equal. */
export function isValidCpf(value: string): boolean {
  const trimmed = value.trim();
  if (!CPF_SHAPE.test(trimmed)) return false;
  const digits = onlyDigits(trimmed);
  return !allSameChar(digits) && libIsValidCpf(digits);
}

export function stripCpf(value: string): string {
  return onlyDigits(value);
}

/** 000.000.000-00; a partial value is formatted as far as it goes. */
export function formatCpf(value: string): string {
  return libFormatCpf(onlyDigits(value).slice(0, 11));
}
