import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { RESET_TEXTS } from '@shared/messages-account';
import { VALIDATION } from '@shared/messages-core';

export type ResetField = 'code' | 'newPassword' | 'confirmPassword';

/**
 * The reset form's checks, in order: the code, both passwords typed, long enough (SPEC 5 and 9) and alike.
 * The first failure and the fields it concerns.
 */
export function validateReset(values: {
  code: string;
  newPassword: string;
  confirmPassword: string;
}): { ok: true } | { ok: false; message: string; fields: ResetField[] } {
  if (!values.code.trim()) return { ok: false, message: RESET_TEXTS.codeRequired, fields: ['code'] };
  const empty = (['newPassword', 'confirmPassword'] as const).filter((f) => !values[f]);
  if (empty.length > 0) return { ok: false, message: VALIDATION.signupRequired, fields: [...empty] };
  if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    return { ok: false, message: VALIDATION.passwordTooShort, fields: ['newPassword'] };
  if (values.newPassword !== values.confirmPassword)
    return { ok: false, message: VALIDATION.passwordsMismatch, fields: ['confirmPassword'] };
  return { ok: true };
}
