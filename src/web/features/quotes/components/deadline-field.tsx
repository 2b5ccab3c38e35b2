import { DateTextInput } from '../../../components/ui/date-text-input';
import { Field, inputClass } from '../../../components/ui/form-field';

interface DeadlineFieldProps {
  label: string;
  hint: string;
  error?: string;
  /** São Paulo's wall clock as '2026-12-01T17:00' (the schema turns it into the instant). */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/**
 * A deadline as date and time in São Paulo time (the hint says so), typed in the page's language;
 * the shared schema checks that it is ahead and at most 90 days away, as the server does.
 */
export function DeadlineField({ label, hint, error, value, onChange, required }: DeadlineFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <DateTextInput
          {...control}
          kind="dateTime"
          className={inputClass}
          required={required}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
