import { RESET_TEXTS } from '@shared/messages-account';
import { API_ERRORS } from '@shared/messages-core';
import { codeRefusalMessage } from '@/lib/code-refusal';
import { cleanCognitoMessage } from './auth-error-message';

/**
 * A refused password reset (either step), in words. A wrong code and an address without an account
 * read the same: UserNotFoundException would tell that the address has no account.
 */
export function resetErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'UserNotFoundException') return RESET_TEXTS.codeMismatch;
  return (
    codeRefusalMessage(error) ??
    ((error instanceof Error && cleanCognitoMessage(error.message)) || API_ERRORS.internal)
  );
}
