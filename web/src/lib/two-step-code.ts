import { RESET_TEXTS } from '@shared/messages-account';
import { TWO_STEP_TEXTS } from '@shared/messages-two-step';

/** An authenticator app's code as typed: apps show it as "123 456", so spaces do not count. */
export const typedCode = (value: string): string => value.replace(/\s/g, '');

/** Whether a typed code has the shape of one (6 digits) and is worth sending to Cognito. */
export const isAppCode = (value: string): boolean => /^\d{6}$/.test(typedCode(value));

/**
 * Cognito's refusal of an authenticator app's code, in words: a wrong (or already used) code, too many
 * tries. Undefined for any other refusal (the caller words those).
 */
export function appCodeRefusal(error: unknown): string | undefined {
  switch (error instanceof Error ? error.name : '') {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return TWO_STEP_TEXTS.wrongCode;
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
    case 'TooManyRequestsException':
      return RESET_TEXTS.tooManyAttempts;
    default:
      return undefined;
  }
}
