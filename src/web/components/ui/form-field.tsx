import { type ReactNode, useId } from 'react';
import styles from './form-field.module.css';

/** What a field hands its control: the id its label points to and the ARIA links to hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** The field's message; shown under the control, announced (role=alert) and linked to it. */
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return { control, hintId, errorId };
}

/** A labelled control: `<Field label="E-mail" error={msg}>{(p) => <input {...p} className={inputClass} />}</Field>`. */
export function Field({ label, error, hint, children }: FieldProps) {
  const { control, hintId, errorId } = useFieldIds(error, hint);
  return (
    <div className={styles.field}>
      <label htmlFor={control.id} className={styles.label}>
        {label}
      </label>
      {children(control)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label on the right (the label may hold links). */
export function CheckboxField({ label, error, hint, children }: FieldProps) {
  const { control, hintId, errorId } = useFieldIds(error, hint);
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        {children(control)}
        <label htmlFor={control.id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A read-only value shown like a field (name and CPF on the profile). */
export function StaticField({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <span className={styles.static}>{value}</span>
    </div>
  );
}

export const inputClass = styles.input;
export const checkboxClass = styles.checkbox;
