import { z } from 'zod';
import { codeField, cpfField, deviceField, passwordInput, tokenField } from './common';
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
