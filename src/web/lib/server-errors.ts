import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isOk, refusalText, splitMessages } from './api-answer';
import type { ApiAnswer } from './api-client';

// Any react-hook-form form, whatever its schema's output.
// biome-ignore lint/suspicious/noExplicitAny: the transformed-values type parameter is irrelevant here.
export type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * The element of a registered field. react-hook-form focuses a field (setFocus) but does not hand
 * its element out; page order needs the element, and the control keeps it under `_fields`.
 */
function elementOf<T extends FieldValues>(form: AnyForm<T>, name: string): HTMLElement | null {
  const entry = form.control._fields[name] as { _f?: { ref?: unknown; refs?: unknown[] } } | undefined;
  const ref = entry?._f?.refs?.[0] ?? entry?._f?.ref;
  return ref instanceof HTMLElement ? ref : null;
}

/**
 * Focuses the first field, in the order the page shows them, among `names` (top-level field
 * names with an error). react-hook-form's own choice follows the order fields were registered, so
 * a controlled select (useController registers during render, before every input) took the focus
 * from the first field: City before Full name, scrolled to the middle of the form on a phone.
 */
export function focusFirstError<T extends FieldValues>(form: AnyForm<T>, names: readonly string[]): void {
  const [first] = names
    .map((name) => elementOf(form, name))
    .filter((el): el is HTMLElement => el !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  first?.focus();
}

export interface ServerErrorOptions {
  /** What to show under the form when the answer carries no message (the API was unreachable…). */
  fallback: string;
  /** The form's name for a wire field spelled differently: `{ phone_1: 'phone1' }`. */
  names?: Readonly<Record<string, string>>;
  /** The form's fields, when its default values do not list them all. */
  fields?: readonly string[];
  /** A message for something that is no form field (files, images): true when it was shown. */
  other?: (root: string, message: string) => boolean;
}

/**
 * Puts a refused answer's `fields` (`{ document: 'This CPF is already registered.' }`, VAL001's
 * `{ 'exclude.0': … }`) on the form's fields they name, focuses the first of them in page order,
 * and answers the lines still to show under the form: none when every message found its field, the
 * message split on ';' otherwise, or `fallback` when there is no message at all. One helper for
 * every form, so a server-side rule is shown where the person fixes it.
 */
export function applyServerErrors<T extends FieldValues>(
  form: AnyForm<T>,
  answer: ApiAnswer<object>,
  { fallback, names = {}, fields: listed = [], other }: ServerErrorOptions,
): string[] {
  const fields = answer === false || isOk(answer) ? {} : (answer.fields ?? {});
  const known = new Set([
    ...listed,
    ...Object.keys({ ...form.formState.defaultValues, ...form.getValues() }),
  ]);
  const placed: string[] = [];
  let unplaced = 0;
  for (const [path, message] of Object.entries(fields)) {
    const root = path.split('.')[0] ?? '';
    const name = names[root] ?? root;
    if (known.has(name)) {
      form.setError(name as Path<T>, { type: 'server', message });
      placed.push(name);
    } else if (!other?.(root, message)) {
      unplaced += 1;
    }
  }
  focusFirstError(form, placed);
  if (Object.keys(fields).length > 0 && unplaced === 0) return [];
  const lines = splitMessages(refusalText(answer, ''));
  return lines.length > 0 ? lines : [fallback];
}

/**
 * For a form with one message slot (a question, an answer, a description): the first field
 * message, else the answer's message, else `fallback`; null when the write succeeded.
 */
export function serverProblem(answer: ApiAnswer<object>, fallback: string): string | null {
  if (isOk(answer)) return null;
  if (answer === false) return fallback;
  return Object.values(answer.fields ?? {})[0] ?? refusalText(answer, fallback);
}
