import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A search box that applies what is typed once typing stops for `delayMs` (PRODUCT.md section 9:
 * 2 s for FAQ and magazines), or at once on Enter. `applied` is the search in force; when it changes
 * from outside (Back restoring ?search=) the box follows it.
 */
export function useSearchInput(applied: string, apply: (search: string) => void, delayMs: number) {
  const [text, setText] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  }, [apply]);

  useEffect(() => {
    setText((current) => (current.trim() === applied ? current : applied));
  }, [applied]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latestApply.current(value.trim()), delayMs);
    },
    [delayMs],
  );

  const submit = useCallback(() => {
    clearTimeout(timer.current);
    latestApply.current(text.trim());
  }, [text]);

  return { text, change, submit };
}
