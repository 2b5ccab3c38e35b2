import { z } from 'zod';
import { staffRole } from './admin';
import { codeField, cpfField, deviceField, passwordInput, tokenField } from './common';
import { ok, tokenSchema } from './envelope';
import { confirmField, mustMatch, newPasswordField } from './password-fields';

/** POST /auth/login */
export const loginBody = z.object({
  document: cpfField,
  password: passwordInput,
  /** Sent when "stay logged in" is ticked. */
  device: deviceField.nullish().transform((value) => value ?? null),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /auth/login_token */
export const loginTokenBody = z.object({ token: tokenField, device: deviceField });
export type LoginTokenBody = z.infer<typeof loginTokenBody>;

/** POST /auth/recover */
export const recoverBody = z.object({ document: cpfField });
export type RecoverBody = z.infer<typeof recoverBody>;

/** POST /auth/validate_recv_token */
export const validateRecoveryTokenBody = z.object({ token: codeField });
export type ValidateRecoveryTokenBody = z.infer<typeof validateRecoveryTokenBody>;

const newPswd = mustMatch('pswd', 'pswd_confirm', 'v.passwordConfirm');

/** POST /auth/save_new_pswd */
export const saveNewPasswordBody = z
  .object({ token: codeField, pswd: newPasswordField, pswd_confirm: confirmField })
  .refine(...newPswd);
export type SaveNewPasswordBody = z.infer<typeof saveNewPasswordBody>;

/** POST /credentials/update_access_password */
export const changePasswordBody = z
  .object({ pswd_current: passwordInput, pswd: newPasswordField, pswd_confirm: confirmField })
  .refine(...newPswd);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The session user record of PRODUCT.md section 3 (`register` in the login answers). */
export const sessionUser = z.object({
  id: z.number(),
  shortName: z.string(),
  /** The id of the company the user owns, or 0 (DECISIONS.md 5). */
  company: z.number(),
  companyName: z.string(),
  /** Back-office roles; present only for staff (after the spec). */
  roles: z.array(staffRole).optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** POST /auth/login: `persistent` only when a device was sent ("stay logged in"). */
export const loginResponse = ok({
  message: z.string(),
  register: sessionUser,
  token: tokenSchema,
  persistent: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /auth/login_token */
export const loginTokenResponse = ok({ register: sessionUser, token: tokenSchema });
export type LoginTokenResponse = z.infer<typeof loginTokenResponse>;

/** GET /auth/recover_status */
export const recoverStatusResponse = ok({ pending: z.boolean() });
export type RecoverStatusResponse = z.infer<typeof recoverStatusResponse>;

/** POST /credentials/update_access_password: this session's new token beside the message. */
export const changePasswordResponse = ok({ message: z.string(), token: tokenSchema });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
