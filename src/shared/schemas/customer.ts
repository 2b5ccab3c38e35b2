import { z } from 'zod';
import { LANGS } from '../lang';
import { TEXT } from '../limits';
import { cpfField, emailField, idField, mobileField, requiredText, termsField } from './common';
import { ok } from './envelope';
import { confirmField, mustMatch, newPasswordField } from './password-fields';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The register modal's fields (PRODUCT.md section 7), also the web form's schema. */
export const registerForm = z
  .object({
    name: requiredText(TEXT.name),
    document: cpfField,
    email: emailField(),
    emailConfirm: confirmField,
    cellphone: mobileField,
    password: newPasswordField,
    passwordConfirm: confirmField,
    city: idField,
    terms: termsField,
  })
  .refine(...mustMatch('email', 'emailConfirm', 'v.emailConfirm', sameEmail))
  .refine(...mustMatch('password', 'passwordConfirm', 'v.passwordConfirm'))
  .transform(({ name, document, email, cellphone, password, city, terms }) => ({
    name,
    document,
    email,
    cellphone,
    password,
    city,
    terms,
  }));

/** The snake-case spelling of the same payload (PRODUCT.md section 3, "another reading"). */
export const registerSnakeBody = z
  .object({
    name: requiredText(TEXT.name),
    doc: cpfField,
    email: emailField(),
    email_confirm: confirmField,
    cellphone: mobileField,
    pass: newPasswordField,
    pass_confirm: confirmField,
    city: idField,
    terms: termsField,
  })
  .refine(...mustMatch('email', 'email_confirm', 'v.emailConfirm', sameEmail))
  .refine(...mustMatch('pass', 'pass_confirm', 'v.passwordConfirm'))
  .transform(({ name, doc, email, cellphone, pass, city, terms }) => ({
    name,
    document: doc,
    email,
    cellphone,
    password: pass,
    city,
    terms,
  }));

/**
 * POST /customer/register: either spelling, one output shape. When both fail, the error report
 * follows the spelling that came closest (messages/zod-issues.ts).
 */
export const registerBody = z.union([registerForm, registerSnakeBody]);
export type RegisterBody = z.infer<typeof registerBody>;

/** PUT /customer/language: the language of the site, which becomes the account's (issue 12 item 7). */
export const customerLanguageBody = z.object({
  lang: z.enum(LANGS, { error: 'v.invalid' }),
});
export type CustomerLanguageBody = z.infer<typeof customerLanguageBody>;

/** PUT /customer/update */
export const customerUpdateBody = z.object({
  email: emailField(),
  cellphone: mobileField,
  city: idField,
});
export type CustomerUpdateBody = z.infer<typeof customerUpdateBody>;

/** The customer record (PRODUCT.md 3 'Customer'): GET /customer/info, PUT /customer/update. */
export const customerRecord = z.object({
  id: z.number(),
  name: z.string(),
  /** CPF, formatted. */
  doc: z.string(),
  email: z.string(),
  emailValid: z.boolean(),
  /** Formatted. */
  cellphone: z.string(),
  state: z.number(),
  city: z.number(),
  cityName: z.string(),
  terms: z.literal(true),
  lang: z.enum(LANGS).describe("The account's language: e-mails are written in it"),
});
export type CustomerRecord = z.infer<typeof customerRecord>;

/** GET /customer/info */
export const customerInfoResponse = ok({ customer: customerRecord });
export type CustomerInfoResponse = z.infer<typeof customerInfoResponse>;

/** PUT /customer/update: the saved record and the server's words. */
export const customerUpdateResponse = ok({ customer: customerRecord, message: z.string() });
export type CustomerUpdateResponse = z.infer<typeof customerUpdateResponse>;

/** PUT /customer/language */
export const customerLanguageResponse = ok({ lang: z.enum(LANGS) });
export type CustomerLanguageResponse = z.infer<typeof customerLanguageResponse>;
