/**
 * Field schemas reused by the request schemas. Every error is a message key (see
 * messages/zod-issues.ts); a missing value always reports 'v.required'.
 */
import { z } from 'zod';
import { TEXT } from '../limits';
import type { MessageKey } from '../messages/catalogue';
import { isValidCep, stripCep } from '../rules/cep';
import { isValidCnpj, stripCnpj } from '../rules/cnpj';
import { isValidCode, stripCode } from '../rules/code';
import { hasControlChars, hasLoneSurrogate } from '../rules/control-chars';
import { isValidCpf, stripCpf } from '../rules/cpf';
import { isValidMobile, isValidPhone, stripPhone } from '../rules/phone';
import { isHttpUrl } from '../rules/url';

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** Type error of a field: missing → 'v.required', anything else → `key`. */
export const typeError =
  (key: MessageKey = 'v.invalid') =>
  (issue: { input?: unknown }): MessageKey =>
    isMissing(issue.input) ? 'v.required' : key;

/**
 * Where every text field of a payload starts: a string without control characters other than tab
 * and line breaks (rules/control-chars.ts), which are refused first and alone. A missing value
 * reports 'v.required', another type `key`.
 */
export function textInput(key: MessageKey = 'v.invalid') {
  return z
    .string({ error: typeError(key) })
    .refine((value) => !hasControlChars(value), { error: 'v.controlChars', abort: true })
    .refine((value) => !hasLoneSurrogate(value), { error: 'v.notText', abort: true });
}

/** A trimmed, non-empty string of at most `max` characters. */
export function requiredText(max: number) {
  return textInput().trim().min(1, { error: 'v.required' }).max(max, { error: 'v.maxLength' });
}

/** A trimmed string of at most `max` characters; missing, null or blank gives null. */
export function optionalText(max: number) {
  return textInput()
    .trim()
    .max(max, { error: 'v.maxLength' })
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A field added to a call after the spec (decision 0042): like optionalText, but missing stays
 * undefined, which a write reads as "keep what is stored", so a client that never sends it erases
 * nothing; null or blank clears it.
 */
export function keptText(max: number) {
  return textInput()
    .trim()
    .max(max, { error: 'v.maxLength' })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/**
 * A required string checked by `isValid` after trimming and turned into `normalize(value)`; for
 * documents and phones that arrive formatted or as bare digits (DECISIONS.md 3).
 */
export function requiredFormatted(
  key: MessageKey,
  isValid: (v: string) => boolean,
  normalize: (v: string) => string,
  max = 1000,
) {
  return textInput(key)
    .trim()
    .min(1, { error: 'v.required' })
    .max(max, { error: 'v.maxLength' })
    .refine((value) => value === '' || value.length > max || isValid(value), { error: key })
    .transform(normalize);
}

/** Like requiredFormatted, but missing, null or blank gives null. */
export function optionalFormatted(
  key: MessageKey,
  isValid: (v: string) => boolean,
  normalize: (v: string) => string,
  max = 1000,
) {
  return textInput(key)
    .trim()
    .max(max, { error: 'v.maxLength' })
    .refine((value) => value === '' || value.length > max || isValid(value), { error: key })
    .nullish()
    .transform((value) => (value ? normalize(value) : null));
}

export const cpfField = requiredFormatted('v.cpf', isValidCpf, stripCpf, TEXT.document);
export const cnpjField = requiredFormatted('v.cnpj', isValidCnpj, stripCnpj, TEXT.cnpj);
export const cepField = requiredFormatted('v.cep', isValidCep, stripCep);
/** The customer's cellphone, 00 00000-0000, stored as digits. */
export const mobileField = requiredFormatted('v.mobile', isValidMobile, stripPhone, TEXT.cellphone);
/** A company phone (landline or mobile), optional, stored as digits. */
export const optionalPhoneField = optionalFormatted('v.phone', isValidPhone, stripPhone);
/** The 8-digit recovery code, bare or as 00-00-00-00, as digits. */
export const codeField = requiredFormatted('v.code', isValidCode, stripCode);

/** An e-mail address, trimmed and lower-cased so the same mailbox is never stored twice. */
export function emailField(max: number = TEXT.email) {
  return textInput('v.email')
    .trim()
    .min(1, { error: 'v.required' })
    .max(max, { error: 'v.maxLength' })
    .pipe(z.email({ error: 'v.email' }))
    .transform((value) => value.toLowerCase());
}

export const optionalUrlField = (max: number) => optionalFormatted('v.url', isHttpUrl, (value) => value, max);

export const ynField = z.enum(['y', 'n'], { error: typeError('v.yn') });

export const termsField = z.literal(true, { error: 'v.terms' });

/** A password the user types to log in or prove who they are: only required. */
export const passwordInput = textInput()
  .min(1, { error: 'v.required' })
  .max(TEXT.loginPasswordMax, { error: 'v.maxLength' });

/** A public id (a reqId, DECISIONS.md 3). */
export const reqIdField = textInput()
  .trim()
  .min(1, { error: 'v.required' })
  .max(TEXT.reqId, { error: 'v.invalid' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'v.invalid' });

/** A link or login token, opaque to the client. */
export const tokenField = textInput()
  .trim()
  .min(1, { error: 'v.required' })
  .max(TEXT.token, { error: 'v.invalid' });

/** The random UUID of a device that asked to stay logged in. */
export const deviceField = z.uuid({ error: typeError() });

// Ids come as JSON numbers, or as strings from form selects; '' and null mean "not chosen".
const toId = (value: unknown) => {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
};

const idNumber = () =>
  z
    .number({ error: typeError('v.number') })
    .int({ error: 'v.number' })
    .positive({ error: 'v.required' });

/** A numeric database id (city, category, company), required. */
export const idField = z.preprocess(toId, idNumber());

/** A numeric id that may be left out; 0, '' and null mean "all". */
export const optionalIdField = z.preprocess(
  (value) => (value === 0 ? undefined : toId(value)),
  idNumber().optional(),
);

/** A list of numeric ids; null or missing is an empty list, repeats are dropped. */
export const idListField = z
  .array(idField, { error: typeError() })
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

/** A page number, from 1; missing means the first page. */
export const pageField = z.preprocess(
  (value) => (value === null || value === '' ? undefined : toId(value)),
  z
    .number({ error: typeError('v.number') })
    .int({ error: 'v.number' })
    .min(1, { error: 'v.minValue' })
    .default(1),
);

/** A search box: trimmed, at most `max` characters, '' when missing. */
export function searchField(max: number = TEXT.search) {
  return textInput()
    .trim()
    .max(max, { error: 'v.maxLength' })
    .nullish()
    .transform((value) => value ?? '');
}

/** Body of the calls that only name a record. */
export const reqIdBody = z.object({ req_id: reqIdField });
export type ReqIdBody = z.infer<typeof reqIdBody>;

/** Body of the calls that only ask for a page. */
export const pageBody = z.object({ page: pageField });
export type PageBody = z.infer<typeof pageBody>;
