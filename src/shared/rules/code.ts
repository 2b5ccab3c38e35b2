import { DIGITS } from '../limits';
import { onlyDigits } from './digits';
import { applyDigitPattern } from './pattern-mask';

const CODE_SHAPE = /^\d{2}-?\d{2}-?\d{2}-?\d{2}$/;

/** The 8-digit password recovery code, bare or as 00-00-00-00. */
export function isValidCode(value: string): boolean {
  return CODE_SHAPE.test(value.trim());
}

export function stripCode(value: string): string {
  return onlyDigits(value);
}

/** 00-00-00-00; a partial value is formatted as far as it goes. */
export function formatCode(value: string): string {
  return applyDigitPattern(onlyDigits(value).slice(0, DIGITS.resetToken), '00-00-00-00');
}
