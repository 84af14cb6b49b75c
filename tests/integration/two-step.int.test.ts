/**
 * Two-step verification with an authenticator app (docs/account.md) against the local Cognito, through
 * the calls the web app makes (Amplify's setUpTOTP, verifyTOTPSetup, updateMFAPreference, signIn,
 * confirmSignIn): codes are computed from the secret as the fan's app computes them.
 */
import {
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient } from '../../scripts/local/seed';
import { totpCode } from '../../scripts/local/totp';
import { api, cloud, newFan, type TestFan } from './helpers';

let client: CognitoIdentityProviderClient;
beforeAll(() => {
  client = cognitoClient(cloud().cognitoEndpoint);
});
afterAll(() => client.destroy());

/** The refusal's name, or 'none' when the call went through. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'none';
  } catch (error) {
    return (error as Error).name;
  }
}

const passwordSignIn = (username: string, password: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: cloud().clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );

const answerCode = (session: string | undefined, username: string, code: string) =>
  client.send(
    new RespondToAuthChallengeCommand({
      ClientId: cloud().clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );

/** A code of the app that no earlier call has used: the next step's (accepted, one step ahead). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

/** Turns TOTP on as the Settings section does; returns the secret the fan's app holds. */
async function turnOn(fan: TestFan): Promise<string> {
  const AccessToken = fan.accessToken;
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  if (!SecretCode) throw new Error('no secret');
  const verified = await client.send(
    new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(SecretCode) }),
  );
  expect(verified.Status).toBe('SUCCESS');
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}

describe('two-step verification (TOTP) on the local cloud', () => {
  it('on: logging in needs the code, a wrong one is refused, a right one signs in; off: the password alone', async () => {
    const fan = await newFan('Two Step Fan');
    const secret = await turnOn(fan);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const me = await client.send(new GetUserCommand({ AccessToken: fan.accessToken }));
    expect(me.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(me.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');

    // The password now gets the challenge, not tokens; a wrong password still gets neither.
    expect(await refusal(passwordSignIn(fan.email, 'wrong-password'))).toMatch(
      /NotAuthorizedException|InvalidPasswordException/,
    );
    const challenge = await passwordSignIn(fan.email, fan.password);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    const username = challenge.ChallengeParameters?.USER_ID_FOR_SRP ?? '';
    expect(username).toBe(fan.sub);

    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    expect(await refusal(answerCode(challenge.Session, username, wrong))).toBe('CodeMismatchException');
    // A right code with a made-up session (no password) signs no one in.
    expect(await refusal(answerCode('made-up-session', username, nextCode(secret)))).toBe(
      'NotAuthorizedException',
    );
    const signedIn = await answerCode(challenge.Session, username, nextCode(secret));
    const idToken = signedIn.AuthenticationResult?.IdToken ?? '';
    expect((await api('/api/user', { token: idToken })).json).toMatchObject({ id: fan.sub });
    // Each code once: the same code does not sign in again.
    const again = await passwordSignIn(fan.email, fan.password);
    expect(await refusal(answerCode(again.Session, username, nextCode(secret)))).toBe(
      'CodeMismatchException',
    );

    // Off: the password alone signs in again, and GetUser says no MFA.
    await client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: signedIn.AuthenticationResult?.AccessToken,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const plain = await passwordSignIn(fan.email, fan.password);
    expect(plain.ChallengeName).toBeUndefined();
    expect(plain.AuthenticationResult?.IdToken).toBeTruthy();
    const after = await client.send(new GetUserCommand({ AccessToken: fan.accessToken }));
    expect(after.UserMFASettingList ?? []).toEqual([]);
  });

  it('a wrong first code leaves it off; the password check of Settings and account deletion still works when on', async () => {
    const fan = await newFan('Careful Fan');
    const AccessToken = fan.accessToken;
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    const wrong = totpCode(SecretCode ?? '') === '000000' ? '111111' : '000000';
    expect(await refusal(client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: wrong })))).toBe(
      'EnableSoftwareTokenMFAException',
    );
    expect(
      await refusal(
        client.send(
          new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true } }),
        ),
      ),
    ).toBe('InvalidParameterException');
    expect((await passwordSignIn(fan.email, fan.password)).AuthenticationResult).toBeDefined();

    await turnOn(fan);
    // Settings asks Cognito with the fan's username (their sub): a right password gets the challenge.
    expect((await passwordSignIn(fan.sub, fan.password)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(await refusal(passwordSignIn(fan.sub, 'not-it'))).toMatch(
      /NotAuthorizedException|InvalidPasswordException/,
    );
    const gone = await api('/api/account', {
      token: fan.idToken,
      method: 'DELETE',
      body: { password: fan.password },
    });
    expect(gone).toMatchObject({ status: 200, json: { deleted: true } });
  });
});
