import type { InputHTMLAttributes } from 'react';
import { dateToSaoPauloLocal } from '../../../../shared/rules/sao-paulo-time';
import { DEADLINE_MAX_DAYS } from '../../../../shared/schemas/quote-deadline';
import { DAY_MS } from '../../../../shared/time';
import { Field, inputClass } from '../../../components/ui/form-field';

interface DeadlineFieldProps {
  label: string;
  hint: string;
  error?: string;
  /** The input's registration (react-hook-form) or value and onChange. */
  input: InputHTMLAttributes<HTMLInputElement>;
  /** The earliest time the picker offers (defaults to now); the server checks the rule anyway. */
  after?: Date;
}

/**
 * A deadline as date and time in São Paulo time (the hint says so): the browser's own date-time
 * picker, bounded from `after` to 90 days ahead.
 */
export function DeadlineField({ label, hint, error, input, after }: DeadlineFieldProps) {
  const now = new Date();
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className={inputClass}
          type="datetime-local"
          step={60}
          min={dateToSaoPauloLocal(after && after > now ? after : now)}
          max={dateToSaoPauloLocal(new Date(now.getTime() + DEADLINE_MAX_DAYS * DAY_MS))}
          {...input}
        />
      )}
    </Field>
  );
}
