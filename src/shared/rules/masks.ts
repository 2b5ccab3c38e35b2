import { formatCep } from './cep';
import { formatCnpj } from './cnpj';
import { formatCode } from './code';
import { formatCpf } from './cpf';
import { onlyDigits } from './digits';
import { applyDigitPattern } from './pattern-mask';
import { formatPhone } from './phone';

/**
 * Input masks applied on every keystroke: they read the digits of whatever is in the field and
 * write them back in the mask, so they are idempotent and survive pasting formatted values.
 */
export const masks = {
  cpf: formatCpf,
  cnpj: formatCnpj,
  cep: formatCep,
  /** The cellphone field always uses the 5-digit mobile shape while typing. */
  mobile: (value: string) => applyDigitPattern(onlyDigits(value).slice(0, 11), '00 00000-0000'),
  /** Company phones switch to the landline shape when exactly 10 digits are present. */
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
