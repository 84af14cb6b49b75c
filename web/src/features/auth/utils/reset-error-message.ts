import { RESET_TEXTS } from '@shared/messages-account';
import { API_ERRORS } from '@shared/messages-core';
import { cleanCognitoMessage } from './auth-error-message';

/**
 * A refused password reset (either step), in words. A wrong code and an address without an account read
 * the same: UserNotFoundException would tell that the address has no account.
 */
export function resetErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'CodeMismatchException':
    case 'UserNotFoundException':
      return RESET_TEXTS.codeMismatch;
    case 'ExpiredCodeException':
      return RESET_TEXTS.codeExpired;
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
    case 'TooManyRequestsException':
      return RESET_TEXTS.tooManyAttempts;
    default:
      return (error instanceof Error && cleanCognitoMessage(error.message)) || API_ERRORS.internal;
  }
}
