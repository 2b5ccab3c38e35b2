import type { ReactNode } from 'react';
import { Field, inputClass } from '../../../components/ui/form-field';
import styles from './filter-bar.module.css';

/**
 * The filters above a back-office list (companies, customers, subscribers, audit log): one layout,
 * and one way to write each kind of filter, so the lists look and behave alike.
 */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}

interface FilterProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
}

function InputFilter({ type, label, value, onChange }: FilterProps & { type: 'search' | 'date' }) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type={type}
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export function SearchFilter(props: FilterProps) {
  return <InputFilter type="search" {...props} />;
}

export function ChoiceFilter({ label, value, onChange, children }: FilterProps & { children: ReactNode }) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

/** A day (yyyy-mm-dd); the list's own filter says whether it starts or ends a range. */
export function DayFilter(props: FilterProps) {
  return <InputFilter type="date" {...props} />;
}
