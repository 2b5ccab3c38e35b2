/** Keeps only the ASCII digits of a value typed or pasted by a person. */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** True when every character is the same, the reserved CPF/CNPJ numbers such as 111.111.111-11. */
export function allSameChar(value: string): boolean {
  return value.length > 0 && /^(.)\1*$/.test(value);
}
