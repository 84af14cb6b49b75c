import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './pre-sign-up';

/**
 * The refusals (nothing is written). What an accepted sign-up records and that its e-mail is not
 * verified: tests/integration/sign-up.int.test.ts, against the local Cognito and table.
 */
const event = (birthdate: string | undefined, displayName = 'Fan'): PreSignUpTriggerEvent =>
  ({
    triggerSource: 'PreSignUp_SignUp',
    userName: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    request: {
      userAttributes: { email: 'fan@example.test' },
      clientMetadata: birthdate === undefined ? { displayName } : { birthdate, displayName },
    },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as unknown as PreSignUpTriggerEvent;

describe('PreSignUp trigger', () => {
  it('refuses under-13s and missing or invalid birthdates', async () => {
    const year = new Date().getUTCFullYear() - 10;
    await expect(handler(event(`${year}-01-01`))).rejects.toThrow(
      'You must be at least 13 years old to join Ringside.',
    );
    await expect(handler(event(undefined))).rejects.toThrow('Please enter your birthday');
    await expect(handler(event('1990-13-45'))).rejects.toThrow('at least 13');
  });

  it('refuses a missing, invisible or oversize display name, as the profile edit would', async () => {
    for (const name of ['  ', '\u200B\u2060', '\u202E\u3164', 'x'.repeat(51)])
      await expect(handler(event('1990-01-01', name)), JSON.stringify(name)).rejects.toThrow(
        'Please fill in all required fields',
      );
  });
});
