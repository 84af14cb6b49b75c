import { RESET_TEXTS } from '@shared/messages-account';
import { API_ERRORS } from '@shared/messages-core';
import { describe, expect, it } from 'vitest';
import { resetErrorMessage } from './reset-error-message';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('resetErrorMessage', () => {
  it('words wrong and expired codes, and never tells that an address has no account', () => {
    expect(resetErrorMessage(named('CodeMismatchException', 'Invalid verification code'))).toBe(
      RESET_TEXTS.codeMismatch,
    );
    expect(resetErrorMessage(named('UserNotFoundException', 'User does not exist.'))).toBe(
      RESET_TEXTS.codeMismatch,
    );
    expect(resetErrorMessage(named('ExpiredCodeException', 'Invalid code provided'))).toBe(
      RESET_TEXTS.codeExpired,
    );
    expect(resetErrorMessage(named('LimitExceededException', 'Attempt limit exceeded'))).toBe(
      RESET_TEXTS.tooManyAttempts,
    );
  });

  it("keeps Cognito's own words otherwise, or says something went wrong", () => {
    expect(resetErrorMessage(named('InvalidPasswordException', 'Password not long enough.'))).toBe(
      'Password not long enough.',
    );
    expect(resetErrorMessage(new Error(''))).toBe(API_ERRORS.internal);
    expect(resetErrorMessage('odd')).toBe(API_ERRORS.internal);
  });
});
