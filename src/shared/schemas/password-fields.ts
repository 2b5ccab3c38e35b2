import { TEXT } from '../limits';
import { hasLongOrderedRun } from '../rules/password';
import { textInput } from './common';

/**
 * A new password, the one rule of registration, change and reset: 8 to 30 characters without an
 * ordered run longer than 3 (1234 and dcba are refused, 123 is not; docs/decisions/0010).
 */
export const newPasswordField = textInput()
  .min(1, { error: 'v.required' })
  .max(TEXT.passwordMax, { error: 'v.passwordLength' })
  // No `abort`: an aborted field would stop the object's confirmation check (mustMatch), so each
  // rule skips the values an earlier rule already reported.
  .refine((value) => value === '' || value.length >= TEXT.passwordMin, { error: 'v.passwordLength' })
  .refine(
    (value) =>
      value.length < TEXT.passwordMin || value.length > TEXT.passwordMax || !hasLongOrderedRun(value),
    { error: 'v.passwordRun' },
  );

/** The confirmation is only required; equality is checked on the object (mustMatch). */
export const confirmField = textInput().min(1, { error: 'v.required' });

/**
 * Arguments for `.refine(...)` reporting `key` on `confirm` when it differs from `original`. The
 * check runs as soon as both fields are strings, so a form shows it beside the other fields' errors.
 */
export function mustMatch(
  original: string,
  confirm: string,
  key: 'v.passwordConfirm' | 'v.emailConfirm',
  compare: (a: string, b: string) => boolean = (a, b) => a === b,
) {
  const bothStrings = (value: unknown) => {
    const record = value as Record<string, unknown> | null;
    return typeof record?.[original] === 'string' && typeof record?.[confirm] === 'string';
  };
  const check = (value: Record<string, unknown>) => {
    const a = value[original];
    const b = value[confirm];
    return typeof a !== 'string' || typeof b !== 'string' || b === '' || compare(a, b);
  };
  const params = {
    error: key,
    path: [confirm],
    when: (payload: { value: unknown }) => bothStrings(payload.value),
  };
  return [check, params] as const;
}
