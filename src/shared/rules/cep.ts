import { formatCep as libFormatCep } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './digits';

const CEP_SHAPE = /^\d{5}-?\d{3}$/;

/** A CEP, bare or as 00000-000. */
export function isValidCep(value: string): boolean {
  return CEP_SHAPE.test(value.trim());
}

export function stripCep(value: string): string {
  return onlyDigits(value);
}

/** 00000-000; a partial value is formatted as far as it goes. */
export function formatCep(value: string): string {
  return libFormatCep(onlyDigits(value).slice(0, 8));
}
