import { formatCep } from './cep';
import { formatCnpj } from './cnpj';
import { formatCode } from './code';
import { formatCpf } from './cpf';
import { formatPhone } from './phone';

/**
 * The formats of PRODUCT.md 3 ('0' is a digit), for the inputs' masks (web: components/ui/masked-input,
 * react-imask) and the formatters below. A list is a choice by length: a phone's middle group has
 * 4 digits in a 10-digit number ('19 3333-4444', PRODUCT.md 5) and 5 in an 11-digit one.
 */
const PHONE_PATTERNS = ['00 0000-0000', '00 00000-0000'] as const;
export const MASK_PATTERNS = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
  mobile: PHONE_PATTERNS,
  phone: PHONE_PATTERNS,
  code: '00-00-00-00',
} as const;

/**
 * Formatters for values shown or loaded into a field: they read the digits of whatever they are
 * given and write them in the format, so they are idempotent and accept formatted values.
 */
export const masks = {
  cpf: formatCpf,
  cnpj: formatCnpj,
  cep: formatCep,
  /** The cellphone rule accepts 4 or 5 digits in the middle group (PRODUCT.md 5), as phones do. */
  mobile: formatPhone,
  phone: formatPhone,
  code: formatCode,
} as const;

export type MaskName = keyof typeof masks;

/** Largest length each masked value can reach, for the inputs' maxLength. */
export const MASK_MAX_LENGTH: Record<MaskName, number> = {
  cpf: 14,
  cnpj: 18,
  cep: 9,
  mobile: 13,
  phone: 13,
  code: 11,
};

export function applyMask(name: MaskName, value: string): string {
  return masks[name](value);
}
