/**
 * Fills `0` slots of a pattern with digits, copying the literals between them, and stops after the
 * last digit so a value being typed never ends with a dangling separator.
 */
export function applyDigitPattern(digits: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '0') {
      out += digits[next];
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}
