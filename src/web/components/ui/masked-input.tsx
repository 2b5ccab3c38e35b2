import type { FactoryOpts } from 'imask';
import { type InputHTMLAttributes, useCallback, useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIMask } from 'react-imask';
import { MASK_MAX_LENGTH, MASK_PATTERNS, type MaskName } from '../../../shared/rules/masks';

// Module constants: useIMask rebuilds its mask whenever it is handed new options.
const OPTIONS = Object.fromEntries(
  Object.entries(MASK_PATTERNS).map(([name, pattern]) => [
    name,
    typeof pattern === 'string' ? { mask: pattern } : { mask: pattern.map((mask) => ({ mask })) },
  ]),
) as Record<MaskName, FactoryOpts>;

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'onChange' | 'onBlur' | 'ref' | 'value' | 'defaultValue'
>;

export interface MaskedInputProps extends InputProps {
  /** The format (shared/rules/masks.ts MASK_PATTERNS). */
  mask: MaskName;
  /** `form.register(name)`: the form receives the formatted value ('529.982.247-25'). */
  registration: UseFormRegisterReturn;
}

/**
 * A text input typed through a mask (react-imask, issue 12 item 9): digits go into the format as
 * they are typed or pasted, the caret stays where the person edits (Backspace in the middle of a
 * CPF deletes there), and a phone takes 4 or 5 digits in its middle group. Uncontrolled like every
 * registered input; values the form writes itself (defaults, reset) are picked up before the next
 * edit.
 */
export function MaskedInput({ mask, registration, maxLength, ...props }: MaskedInputProps) {
  const { name, onChange, onBlur, ref: formRef } = registration;
  // The mask writes the formatted value into the element through its value setter, which React's
  // change tracking takes for the current value, so React fires no onChange for that keystroke:
  // the form hears of every accepted value from the mask instead.
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const onAccept = useCallback(
    (value: string) => void latestOnChange.current({ target: { name, value }, type: 'change' }),
    [name],
  );
  const { ref, maskRef } = useIMask<HTMLInputElement>(OPTIONS[mask], { onAccept });
  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      ref.current = element;
      formRef(element);
    },
    [ref, formRef],
  );

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // react-hook-form writes reset and setValue values straight into the element, unseen by the
    // mask; without this the next keystroke would be applied to the mask's stale copy.
    const resync = () => {
      const current = maskRef.current;
      if (current && current.value !== element.value) current.updateValue();
    };
    element.addEventListener('focus', resync);
    element.addEventListener('keydown', resync, true);
    element.addEventListener('beforeinput', resync, true);
    return () => {
      element.removeEventListener('focus', resync);
      element.removeEventListener('keydown', resync, true);
      element.removeEventListener('beforeinput', resync, true);
    };
  }, [ref, maskRef]);

  return (
    <input
      type="text"
      inputMode="numeric"
      maxLength={maxLength ?? MASK_MAX_LENGTH[mask]}
      {...props}
      name={name}
      onBlur={onBlur}
      ref={setRef}
    />
  );
}
