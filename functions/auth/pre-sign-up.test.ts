import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './pre-sign-up';

const event = (
  clientMetadata: Record<string, string> | undefined,
  displayName = 'Fan',
): PreSignUpTriggerEvent =>
  ({
    triggerSource: 'PreSignUp_SignUp',
    request: {
      userAttributes: { email: 'fan@example.test', 'custom:displayName': displayName },
      clientMetadata,
    },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as unknown as PreSignUpTriggerEvent;

describe('PreSignUp trigger', () => {
  it('auto-confirms fans of 13 and over and verifies their email', async () => {
    const res = await handler(event({ birthdate: '1990-01-01' }));
    expect(res.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: true });
  });
  it('refuses under-13s and missing or invalid birthdates', async () => {
    const year = new Date().getUTCFullYear() - 10;
    await expect(handler(event({ birthdate: `${year}-01-01` }))).rejects.toThrow(
      'You must be at least 13 years old to join Ringside.',
    );
    await expect(handler(event(undefined))).rejects.toThrow('Please enter your birthday');
    await expect(handler(event({ birthdate: '1990-13-45' }))).rejects.toThrow('at least 13');
  });
  it('refuses a missing or oversize display name', async () => {
    await expect(handler(event({ birthdate: '1990-01-01' }, '  '))).rejects.toThrow(
      'Please fill in all required fields',
    );
    await expect(handler(event({ birthdate: '1990-01-01' }, 'x'.repeat(51)))).rejects.toThrow('required');
  });
});
