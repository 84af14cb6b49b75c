/**
 * The failure paths of the two-step sign-in (lib/two-step.ts) that the local Cognito cannot produce:
 * the working paths run against it in tests/integration/two-step.int.test.ts.
 */
import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  CognitoIdentityProviderClient,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cognitoTwoStep } from './two-step';

const cognito = mockClient(CognitoIdentityProviderClient);
const refused = (name: string) => Object.assign(new Error(name), { name });

beforeEach(() => {
  process.env.USER_POOL_ID = 'eu-west-1_pool';
  process.env.TWO_STEP_CLIENT_ID = 'two-step-client';
});
afterEach(() => cognito.reset());

describe('the two-step sign-in, when Cognito does not answer as expected', () => {
  it('treats a challenge other than the code as an error, never as a session', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' });
    await expect(cognitoTwoStep().signIn('fan', 'pw', '123456')).rejects.toThrow(/NEW_PASSWORD_REQUIRED/);
  });

  it('lets a throttled or failing Cognito through as an error, not as a wrong password or code', async () => {
    cognito.on(AdminInitiateAuthCommand).rejects(refused('TooManyRequestsException'));
    await expect(cognitoTwoStep().signIn('fan', 'pw')).rejects.toThrow('TooManyRequestsException');
    cognito
      .on(AdminInitiateAuthCommand)
      .resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's' })
      .on(AdminRespondToAuthChallengeCommand)
      .rejects(refused('InternalErrorException'));
    await expect(cognitoTwoStep().signIn('fan', 'pw', '123456')).rejects.toThrow('InternalErrorException');
  });

  it('a right code that brings no tokens is an error', async () => {
    cognito
      .on(AdminInitiateAuthCommand)
      .resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's' })
      .on(AdminRespondToAuthChallengeCommand)
      .resolves({});
    await expect(cognitoTwoStep().signIn('fan', 'pw', '123456')).rejects.toThrow(/without tokens/);
  });

  it('a refresh token that cannot be revoked is left to expire (the change is made already)', async () => {
    cognito.on(RevokeTokenCommand).rejects(refused('UnsupportedTokenTypeException'));
    await expect(
      cognitoTwoStep().signOut({ kind: 'signedIn', accessToken: 'a', refreshToken: 'r', secondStep: false }),
    ).resolves.toBeUndefined();
    expect(cognito.commandCalls(RevokeTokenCommand)[0]?.args[0].input).toEqual({
      ClientId: 'two-step-client',
      Token: 'r',
    });
  });
});
