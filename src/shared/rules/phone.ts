import { isValidPhone as libIsValidPhone } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './digits';
import { applyDigitPattern } from './pattern-mask';

/**
 * The cellphone rule of PRODUCT.md: two digits, a space, 4 or 5 digits, a hyphen, 4 digits. Bare
 * digits (10 or 11) and the parenthesised area code people often type are accepted as well.
 */
const MOBILE_SHAPE = /^\(?\d{2}\)?\s?\d{4,5}-?\d{4}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_SHAPE.test(value.trim());
}

/**
 * A company phone (phone1, phone2, whatsapp): a Brazilian landline (10 digits) or mobile (11),
 * with a real area code; the library knows the numbering plan.
 */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^[\d\s()+-]+$/.test(trimmed)) return false;
  const digits = onlyDigits(trimmed);
  return (digits.length === 10 || digits.length === 11) && libIsValidPhone(digits);
}

export function stripPhone(value: string): string {
  return onlyDigits(value);
}

/** 00 00000-0000 for 11 digits, 00 0000-0000 for 10; partial values follow the mobile shape. */
export function formatPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  return applyDigitPattern(digits, digits.length === 10 ? '00 0000-0000' : '00 00000-0000');
}
