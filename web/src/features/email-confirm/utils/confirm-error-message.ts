import { RESET_TEXTS } from '@shared/messages-account';
import { API_ERRORS } from '@shared/messages-core';

/** A refused code or send, in the words the password reset uses. */
export function confirmErrorMessage(error: unknown): string {
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
      return API_ERRORS.internal;
  }
}

/** The date the account closes unless the address is confirmed, as the notice says it: "November 30". */
export const deadlineDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
