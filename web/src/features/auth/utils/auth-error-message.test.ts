import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { cleanCognitoMessage, loginErrorMessage, registrationErrorMessage } from './auth-error-message';

function named(name: string, message: string): Error {
  const e = new Error(message);
  e.name = name;
  return e;
}

describe('auth error messages', () => {
  it('strips the Cognito trigger wrapper and its trailing period', () => {
    expect(
      cleanCognitoMessage('PreSignUp failed with error You must be at least 13 years old to join Ringside..'),
    ).toBe('You must be at least 13 years old to join Ringside.');
    expect(cleanCognitoMessage('ringside-e2e-pre-sign-up failed with error Birthdate is required.')).toBe(
      'Birthdate is required',
    );
    expect(cleanCognitoMessage('User already exists')).toBe('User already exists');
  });

  it('words log-in failures', () => {
    expect(loginErrorMessage(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage(named('UserNotFoundException', 'User does not exist.'))).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage(named('InvalidPasswordException', 'Invalid password'))).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage(named('NotAuthorizedException', 'User is disabled.'))).toBe(
      'Your account has been suspended.',
    );
    expect(loginErrorMessage(new ApiError(403, '{"message":"Banned for life"}', 'Forbidden'))).toBe(
      'Banned for life',
    );
    expect(loginErrorMessage(new Error(''))).toBe('Invalid email or password');
    expect(loginErrorMessage('weird')).toBe('Invalid email or password');
  });

  it('words registration failures', () => {
    expect(registrationErrorMessage(named('UsernameExistsException', 'User already exists'))).toBe(
      'User already exists',
    );
    expect(registrationErrorMessage(new Error(''))).toBe('Failed to create account. Please try again.');
  });
});
