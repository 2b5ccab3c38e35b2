import { toNestErrors } from '@hookform/resolvers';
import { useEffect, useRef } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Lang } from '../../shared/lang';
import { localizeIssues } from '../../shared/messages/zod-issues';
import { focusFirstError } from './server-errors';
import { useLanguage } from './use-language';

/** A shared request schema (src/shared/schemas) whose input and output are form-shaped objects. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The error type of messages this resolver wrote; server-given messages use 'server'. */
export const VALIDATION_ERROR = 'validation';

/**
 * react-hook-form resolver for a shared schema. The schemas carry message keys, and
 * @hookform/resolvers' zodResolver would keep only the bare key and lose the issue's numbers
 * ({maximum}…), so issues are localised the way the server localises them
 * (shared/messages/zod-issues.ts), in `lang`. On success the form gets the schema's OUTPUT (digits
 * for documents, numbers for ids, lower-cased e-mails…).
 */
export function zodFormResolver<S extends FormSchema>(
  schema: S,
  lang: Lang,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const { fields } = localizeIssues(result.error.issues, lang);
    const flat: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(fields)) flat[path] = { type: VALIDATION_ERROR, message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * useForm with zodFormResolver in the UI language. Messages are kept as text, so after a language
 * switch the fields showing a validation message are checked again and re-worded. After a submit
 * with errors the first invalid field in page order gets the focus (focusFirstError).
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  const { lang } = useLanguage();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...props,
    resolver: zodFormResolver(schema, lang),
    shouldFocusError: false,
  });
  const seenLang = useRef(lang);

  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount === 0) return;
    focusFirstError(form, Object.keys(form.formState.errors));
  }, [submitCount, form]);

  useEffect(() => {
    if (seenLang.current === lang) return;
    seenLang.current = lang;
    const errors = form.formState.errors as Record<string, { type?: unknown } | undefined>;
    const names = Object.keys(errors).filter((name) => errors[name]?.type === VALIDATION_ERROR);
    if (names.length > 0) void form.trigger(names as Path<z.input<S>>[]);
  }, [lang, form]);

  return form;
}
