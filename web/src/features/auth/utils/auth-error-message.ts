/**
 * Turns a failed log-in or sign-up into the sentence a fan sees (SPEC 8: "the server message,
 * else" a default). Sources, in order: our API's `{"message"}` body, then Cognito's message.
 */
import { API_ERRORS, TOASTS } from '@shared/messages-core';
import { apiErrorMessage } from '@/lib/api-client';

/**
 * Cognito wraps trigger errors: "PreSignUp failed with error <our sentence>." Keep only our
 * sentence (and drop the period Cognito appends).
 */
export function cleanCognitoMessage(message: string): string {
  const trimmed = message.trim();
  const wrapped = /^.*? failed with error\s+([\s\S]*)$/.exec(trimmed);
  if (!wrapped?.[1]) return trimmed;
  return wrapped[1].trim().replace(/\.$/, '');
}

/** Wrong e-mail or password. cognito-local says InvalidPasswordException where Cognito says NotAuthorized. */
const CREDENTIAL_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
]);

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function errorText(error: unknown): string {
  return error instanceof Error ? cleanCognitoMessage(error.message) : '';
}

export function loginErrorMessage(error: unknown): string {
  const api = apiErrorMessage(error);
  if (api) return api;
  const text = errorText(error);
  if (CREDENTIAL_ERRORS.has(errorName(error))) {
    // A disabled Cognito user is a banned fan; say so instead of blaming the password.
    return /disabled/i.test(text) ? API_ERRORS.banned : TOASTS.loginFailedDefault;
  }
  return text || TOASTS.loginFailedDefault;
}

export function registrationErrorMessage(error: unknown): string {
  return apiErrorMessage(error) ?? (errorText(error) || TOASTS.registrationFailedDefault);
}
