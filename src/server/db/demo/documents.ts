/*
 * Deterministic CPF/CNPJ for demo rows. @brazilian-utils only generates random ones, so the
 * mod-11 check digits are computed here; the tests validate the results with the library.
 */

function mod11Digit(digits: string, weights: readonly number[]): string {
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

/** A valid CPF (11 digits) from a 9-digit base. */
export function cpfFromBase(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error(`CPF base must be 9 digits: ${base9}`);
  const d1 = mod11Digit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit(base9 + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base9 + d1 + d2;
}

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A valid CNPJ (14 digits) from an 8-digit root and a 4-digit branch ("0001" = head office). */
export function cnpjFromBase(root8: string, branch4 = '0001'): string {
  const base = root8 + branch4;
  if (!/^\d{12}$/.test(base)) throw new Error(`CNPJ base must be 12 digits: ${base}`);
  const d1 = mod11Digit(base, CNPJ_W1);
  const d2 = mod11Digit(base + d1, CNPJ_W2);
  return base + d1 + d2;
}
