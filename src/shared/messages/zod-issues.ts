/**
 * Turns zod issues into messages in a given language, the same way on the server and in the browser.
 *
 * Schemas (src/shared/schemas) carry message KEYS as their errors ({ error: 'v.maxLength' }), never
 * text, so one schema serves every language and concurrent requests never share a language setting.
 * The key is translated here with the issue's own numbers ({maximum}, {minimum}, {count}...). An
 * issue without a key (zod's own English text) gets a key derived from its code.
 *
 * Server: the errors plugin calls localizeIssues(error.issues, request.lang) and answers
 * `{ fields, message: messages.join(';') }`.
 *
 * Web: react-hook-form's zodResolver keeps only `message`, losing the numbers, so forms use a small
 * resolver that parses and localises itself:
 *
 *   const resolver = (schema, lang) => async (values, _ctx, options) => {
 *     const result = await parseLocalized(schema, values, lang);
 *     if (result.ok) return { values: result.data, errors: {} };
 *     const flat = Object.fromEntries(Object.entries(result.fields).map(([p, message]) => [p, { type: 'validation', message }]));
 *     return { values: {}, errors: toNestErrors(flat, options) }; // toNestErrors from '@hookform/resolvers'
 *   };
 */
import type { z } from 'zod';
import type { Lang } from '../lang';
import { RATING, TEXT } from '../limits';
import type { MessageKey } from './catalogue';
import { isMessageKey, translate } from './translate';

/** The part of a zod issue read here; zod's issues carry more (maximum, values...), read loosely. */
export interface IssueLike {
  readonly code: string;
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

type Loose = IssueLike & { readonly [key: string]: unknown };
type Params = Record<string, string | number>;

// Numbers some texts quote although their issue does not carry them (a refine has no maximum).
const STATIC_PARAMS: Params = {
  passwordMin: TEXT.passwordMin,
  passwordMax: TEXT.passwordMax,
  passwordRun: TEXT.passwordMaxOrderedRun,
  ratingMin: RATING.min,
  ratingMax: RATING.max,
};

const camel = (segment: string) => segment.replace(/_([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

/** Label of the field an issue path ends in (`trade_name` and `tradeName` alike), or null. */
export function fieldLabel(path: readonly PropertyKey[], lang: Lang): string | null {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const segment = path[i];
    if (typeof segment !== 'string') continue;
    const key = `field.${camel(segment)}`;
    return isMessageKey(key) ? translate(lang, key) : null;
  }
  return null;
}

function num(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

/** The message key of an issue: its own message when that is a key, else one derived from its code. */
export function issueKey(issue: IssueLike): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  const loose = issue as Loose;
  const origin = loose.origin;
  switch (issue.code) {
    case 'invalid_type': {
      if (/received (undefined|null)/.test(issue.message)) return 'v.required';
      const expected = loose.expected;
      return expected === 'number' || expected === 'int' || expected === 'bigint' ? 'v.number' : 'v.invalid';
    }
    case 'too_small':
      if (loose.exact) return 'v.exactLength';
      if (origin === 'string') return num(loose.minimum) === 1 ? 'v.required' : 'v.minLength';
      if (origin === 'array' || origin === 'set')
        return num(loose.minimum) === 1 ? 'v.required' : 'v.minItems';
      return loose.inclusive === false ? 'v.moreThan' : 'v.minValue';
    case 'too_big':
      if (loose.exact) return 'v.exactLength';
      if (origin === 'string') return 'v.maxLength';
      if (origin === 'array' || origin === 'set') return 'v.maxItems';
      return loose.inclusive === false ? 'v.lessThan' : 'v.maxValue';
    case 'invalid_format':
      if (loose.format === 'email') return 'v.email';
      if (loose.format === 'url') return 'v.url';
      return 'v.invalid';
    case 'invalid_value':
      return 'v.oneOf';
    case 'unrecognized_keys':
      return 'v.unknownKeys';
    default:
      return 'v.invalid';
  }
}

/** Placeholder values of an issue: its bounds, options, custom params and the field's label. */
export function issueParams(issue: IssueLike, lang: Lang): Params {
  const loose = issue as Loose;
  const params: Params = { ...STATIC_PARAMS };
  const minimum = num(loose.minimum);
  const maximum = num(loose.maximum);
  if (minimum !== undefined) params.minimum = minimum;
  if (maximum !== undefined) params.maximum = maximum;
  const bound = maximum ?? minimum;
  if (bound !== undefined) {
    params.length = bound;
    params.count = bound;
  }
  if (Array.isArray(loose.values)) params.options = loose.values.map(String).join(', ');
  if (Array.isArray(loose.keys)) params.keys = loose.keys.map(String).join(', ');
  const custom = loose.params;
  if (custom && typeof custom === 'object') {
    for (const [name, value] of Object.entries(custom)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  // A field whose label differs from its key's (the decline's `note` reads "Details") names it.
  const named = custom && typeof custom === 'object' ? (custom as { label?: unknown }).label : undefined;
  const label = typeof named === 'string' ? `field.${named}` : undefined;
  params.field =
    label !== undefined && isMessageKey(label)
      ? translate(lang, label)
      : (fieldLabel(issue.path, lang) ?? '');
  return params;
}

/** The field-level message of one issue, e.g. 'This field must have at most 100 characters!'. */
export function localizeIssue(issue: IssueLike, lang: Lang): string {
  return translate(lang, issueKey(issue), issueParams(issue, lang));
}

/**
 * A union fails with every branch's issues; report the branch that came closest (fewest issues),
 * its paths made absolute. Ties go to the first branch, the preferred spelling.
 */
function flatten(issues: readonly IssueLike[]): IssueLike[] {
  const out: IssueLike[] = [];
  for (const issue of issues) {
    const branches = (issue as Loose).errors;
    if (issue.code === 'invalid_union' && Array.isArray(branches) && branches.length > 0) {
      const closest = (branches as IssueLike[][]).reduce((best, branch) =>
        branch.length < best.length ? branch : best,
      );
      out.push(...flatten(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }))));
    } else {
      out.push(issue);
    }
  }
  return out;
}

export interface LocalizedIssues {
  /** Dotted path → the first message for that field ('' paths are left out). */
  fields: Record<string, string>;
  /** One line per issue naming its field, without repeats: join with ';' for the envelope. */
  messages: string[];
}

export function localizeIssues(issues: readonly IssueLike[], lang: Lang): LocalizedIssues {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of flatten(issues)) {
    const key = issueKey(issue);
    const params = issueParams(issue, lang);
    const message = translate(lang, key, params);
    const path = issue.path.map(String).join('.');
    if (path !== '' && !Object.hasOwn(fields, path)) fields[path] = message;
    const line =
      params.field === ''
        ? message
        : key === 'v.required'
          ? translate(lang, 'v.requiredNamed', params)
          : `${params.field}: ${message}`;
    if (!messages.includes(line)) messages.push(line);
  }
  return { fields, messages };
}

export type LocalizedParse<T> = { ok: true; data: T } | ({ ok: false } & LocalizedIssues);

/** Parses with a schema and localises any failure; what a form resolver needs. */
export async function parseLocalized<S extends z.ZodType>(
  schema: S,
  values: unknown,
  lang: Lang,
): Promise<LocalizedParse<z.output<S>>> {
  const result = await schema.safeParseAsync(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, ...localizeIssues(result.error.issues, lang) };
}
