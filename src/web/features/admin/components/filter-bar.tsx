import type { ReactNode } from 'react';
import { isCalendarDay } from '../../../../shared/rules/sao-paulo-time';
import { DateTextInput } from '../../../components/ui/date-text-input';
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

function InputFilter({ type, label, value, onChange }: FilterProps & { type: 'search' }) {
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

/**
 * A day, typed in the page's language (yyyy-mm-dd to the list); the list's own filter says whether
 * it starts or ends a range. Only a whole day or nothing reaches the list.
 */
export function DayFilter({ label, value, onChange }: FilterProps) {
  return (
    <Field label={label}>
      {(control) => (
        <DateTextInput
          {...control}
          kind="day"
          className={inputClass}
          value={String(value)}
          onChange={(day) => {
            if (day === '' || isCalendarDay(day)) onChange(day);
          }}
        />
      )}
    </Field>
  );
}
