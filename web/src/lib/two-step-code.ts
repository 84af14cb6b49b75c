import { TWO_STEP_TEXTS } from '@shared/messages-two-step';
import { codeRefusalMessage } from './code-refusal';

/** An authenticator app's code as typed: apps show it as "123 456", so spaces do not count. */
export const typedCode = (value: string): string => value.replace(/\s/g, '');

/** Whether a typed code has the shape of one (6 digits) and is worth sending to Cognito. */
export const isAppCode = (value: string): boolean => /^\d{6}$/.test(typedCode(value));

/**
 * Cognito's refusal of an authenticator app's code, in words: a wrong (or already used) code, too many
 * tries. Undefined for any other refusal (the caller words those).
 */
export function appCodeRefusal(error: unknown): string | undefined {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException')
    return TWO_STEP_TEXTS.wrongCode;
  // Too many tries reads as for a mailed code.
  return codeRefusalMessage(error);
}
