import { TEXT } from '../limits';

function classOf(char: string): 'digit' | 'letter' | null {
  if (char >= '0' && char <= '9') return 'digit';
  if (char >= 'a' && char <= 'z') return 'letter';
  return null;
}

/**
 * Length of the longest run of consecutive digits or letters, ascending or descending, compared
 * case-insensitively: 'x1234y' → 4, 'DcBa' → 4, '135' → 1. Runs never cross from digits to letters.
 */
export function longestOrderedRun(value: string): number {
  const chars = [...value.toLowerCase()];
  let longest = chars.length > 0 ? 1 : 0;
  let run = 1;
  let direction = 0;
  for (let i = 1; i < chars.length; i += 1) {
    const prev = chars[i - 1];
    const cur = chars[i];
    const kind = classOf(cur);
    const step = cur.charCodeAt(0) - prev.charCodeAt(0);
    if (kind !== null && kind === classOf(prev) && (step === 1 || step === -1)) {
      run = step === direction ? run + 1 : 2;
      direction = step;
    } else {
      run = 1;
      direction = 0;
    }
    longest = Math.max(longest, run);
  }
  return longest;
}

export function hasLongOrderedRun(value: string, maxRun: number = TEXT.passwordMaxOrderedRun): boolean {
  return longestOrderedRun(value) > maxRun;
}

export type PasswordProblem = 'length' | 'orderedRun';

/** The first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(value: string): PasswordProblem | null {
  if (value.length < TEXT.passwordMin || value.length > TEXT.passwordMax) return 'length';
  if (hasLongOrderedRun(value)) return 'orderedRun';
  return null;
}
