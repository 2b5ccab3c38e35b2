import type { UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import type { newQuoteForm } from '../../../../shared/schemas/quote';
import { type ApiAnswer, splitMessages } from '../../../lib/api-client';

/** The numbers of a company list as the form holds it (ids, or strings from the wire's echo). */
export function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * The first message of a field's error: a list field's error sits on the list or on an entry
 * ('exclude.0': that company is also a target).
 */
export function messageOf(error: unknown): string | undefined {
  if (Array.isArray(error)) return error.map(messageOf).find(Boolean);
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as { message?: unknown; root?: unknown };
  if (typeof message === 'string' && message) return message;
  return root ? messageOf(root) : undefined;
}

const FORM_FIELDS = ['category', 'title', 'description', 'companies', 'exclude'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (name: string): name is FormField => (FORM_FIELDS as readonly string[]).includes(name);

/**
 * Puts a refused answer's `fields` (VAL001: 'title', 'exclude.0', 'attachments.2'…) on the fields
 * they name and returns the lines left to show under the form: the whole message when no field
 * took it, or the fallback when there is no message at all.
 */
export function applyServerErrors(
  answer: ApiAnswer<object>,
  setError: UseFormSetError<z.input<typeof newQuoteForm>>,
  setFilesError: (message: string) => void,
  fallback: string,
): string[] {
  const fields = answer === false ? {} : ((answer.response ? undefined : answer.fields) ?? {});
  let placed = 0;
  let focused = false;
  for (const [path, message] of Object.entries(fields)) {
    const root = path.split('.')[0] ?? '';
    if (isFormField(root)) {
      setError(root, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
      placed += 1;
    } else if (root === 'attachments') {
      setFilesError(message);
      placed += 1;
    }
  }
  if (placed > 0 && placed === Object.keys(fields).length) return [];
  const lines = answer === false || answer.response ? [] : splitMessages(answer.message);
  return lines.length > 0 ? lines : [fallback];
}
