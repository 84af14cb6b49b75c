import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { SETTINGS_TEXTS, VALIDATION } from '@shared/messages-core';

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordField = keyof PasswordForm;

/**
 * The password form's checks, in order: every field filled, the new password long enough (SPEC 5 and 9),
 * and typed twice alike. The first failure and the fields it concerns.
 */
export function validatePasswordForm(
  values: PasswordForm,
): { ok: true } | { ok: false; message: string; fields: PasswordField[] } {
  const empty = (Object.keys(values) as PasswordField[]).filter((f) => !values[f]);
  if (empty.length > 0) return { ok: false, message: VALIDATION.signupRequired, fields: empty };
  if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    return { ok: false, message: VALIDATION.passwordTooShort, fields: ['newPassword'] };
  if (values.newPassword !== values.confirmPassword)
    return { ok: false, message: VALIDATION.passwordsMismatch, fields: ['confirmPassword'] };
  return { ok: true };
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/**
 * Why Cognito refused a password change, in words. A wrong current password is NotAuthorizedException
 * ("Incorrect username or password.") in Cognito and InvalidPasswordException "Invalid password" in the
 * local emulator; anything else (a policy, too many attempts) keeps Amplify's own message.
 */
export function passwordChangeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  const name = errorName(error);
  if (name === 'NotAuthorizedException' && /incorrect username or password/i.test(message))
    return SETTINGS_TEXTS.wrongPassword;
  if (name === 'InvalidPasswordException' && /^invalid password\.?$/i.test(message))
    return SETTINGS_TEXTS.wrongPassword;
  return message || SETTINGS_TEXTS.passwordFailed;
}
