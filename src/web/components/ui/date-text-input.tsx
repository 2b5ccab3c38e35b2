import { type InputHTMLAttributes, useEffect, useMemo, useRef } from 'react';
import { useIMask } from 'react-imask';
import {
  type DateInputKind,
  dateInputMask,
  dateInputPattern,
  dateInputText,
  dateInputValue,
} from '../../../shared/rules/date-input-text';
import { useLanguage } from '../../lib/use-language';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'defaultValue'>;

export interface DateTextInputProps extends InputProps {
  kind: DateInputKind;
  /** The form's value: '2026-12-01' (day) or '2026-12-01T17:00' (dateTime, São Paulo wall clock). */
  value: string;
  /** The value for what is typed; '' when empty, the text itself while it is not a whole date. */
  onChange: (value: string) => void;
}

/**
 * The one date field (issue 30 item 12): a text input masked in the page's language, 'dd/mm/aaaa
 * HH:mm' or 'mm/dd/yyyy hh:mm AM', where the browser's own date input would follow the browser's
 * locale. It hands the form the same values the native inputs did, so schemas and the wire are
 * unchanged; a text that is not a date reaches the form as typed, and its schema names the field.
 */
export function DateTextInput({ kind, value, onChange, ...props }: DateTextInputProps) {
  const { lang } = useLanguage();
  const latest = useRef(onChange);
  latest.current = onChange;
  const options = useMemo(
    () => ({ mask: dateInputMask(kind, lang), prepareChar: (char: string) => char.toUpperCase() }),
    [kind, lang],
  );
  const { ref, maskRef } = useIMask<HTMLInputElement>(options, {
    onAccept: (text: string) => latest.current(text === '' ? '' : (dateInputValue(text, kind, lang) ?? text)),
  });

  // A value set from outside (a default, a reset, another language) is shown in this language.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask) return;
    const shown = mask.value === '' ? '' : (dateInputValue(mask.value, kind, lang) ?? mask.value);
    if (shown !== value) mask.value = dateInputText(value, kind, lang);
  }, [value, kind, lang, maskRef]);

  return (
    <input
      {...props}
      ref={ref}
      type="text"
      inputMode={kind === 'dateTime' && lang === 'en' ? 'text' : 'numeric'}
      autoComplete="off"
      placeholder={dateInputPattern(kind, lang)}
    />
  );
}
