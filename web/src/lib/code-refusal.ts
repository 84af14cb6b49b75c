import { RESET_TEXTS } from '@shared/messages-account';

/**
 * A Cognito refusal of a mailed code (a password reset's, an address's), in words: a wrong code, an
 * expired one, too many tries. Undefined for any other refusal (the caller words those).
 */
export function codeRefusalMessage(error: unknown): string | undefined {
  switch (error instanceof Error ? error.name : '') {
    case 'CodeMismatchException':
      return RESET_TEXTS.codeMismatch;
    case 'ExpiredCodeException':
      return RESET_TEXTS.codeExpired;
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
    case 'TooManyRequestsException':
      return RESET_TEXTS.tooManyAttempts;
    default:
      return undefined;
  }
}
