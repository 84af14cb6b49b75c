/**
 * Two-step verification with an authenticator app (docs/account.md) against the local Cognito: the
 * server changes it (POST /api/account/two-step/setup, PUT and DELETE /api/account/two-step: the
 * password, and to turn it off a current code), and Cognito's self-service calls are refused to a
 * fan's own tokens, as the deployed pool's web ACL refuses them (shared/manifest/two-step.ts). Log-in
 * asks for the code through the calls the web app makes (Amplify's signIn, confirmSignIn). Codes are
 * computed from the secret as the fan's app computes them.
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
import { ACCOUNT_TEXTS, TWO_STEP_REFUSALS } from '../../shared/messages';
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

const passwordSignIn = (username: string, password: string, clientId = cloud().clientId) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
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

/** A code of the app that no earlier call has used: `steps` steps ahead (one is accepted either side). */
const codeAhead = (secret: string, steps = 1) => totpCode(secret, Date.now() + steps * 30_000);
/** A code that is not the app's now. */
const wrongCodeFor = (secret: string) => (totpCode(secret) === '000000' ? '111111' : '000000');

const twoStep = (fan: TestFan, method: 'POST' | 'PUT' | 'DELETE', body: unknown) =>
  api(method === 'POST' ? '/api/account/two-step/setup' : '/api/account/two-step', {
    token: fan.idToken,
    method,
    body,
  });

/** Turns it on as Settings does, through the server; returns the secret the fan's app holds. */
async function turnOn(fan: TestFan): Promise<string> {
  const setUp = await twoStep(fan, 'POST', { password: fan.password });
  expect(setUp.status, setUp.text).toBe(200);
  const secret = String(setUp.json?.secret);
  const on = await twoStep(fan, 'PUT', { password: fan.password, code: totpCode(secret) });
  expect(on, on.text).toMatchObject({ status: 200, json: { twoStep: true } });
  return secret;
}

const mfaOf = async (fan: TestFan) =>
  (await client.send(new GetUserCommand({ AccessToken: fan.accessToken }))).UserMFASettingList ?? [];

describe('two-step verification is the server’s to change', () => {
  it('with only an access token, Cognito refuses to bind, verify, turn on or turn off the second step', async () => {
    const fan = await newFan('Token Holder');
    const AccessToken = fan.accessToken;
    // Off: a token alone cannot bind an app of its own, nor switch the second step on.
    expect(await refusal(client.send(new AssociateSoftwareTokenCommand({ AccessToken })))).toBe(
      'ForbiddenException',
    );
    expect(
      await refusal(client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: '123456' }))),
    ).toBe('ForbiddenException');
    expect(
      await refusal(
        client.send(
          new SetUserMFAPreferenceCommand({
            AccessToken,
            SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
          }),
        ),
      ),
    ).toBe('ForbiddenException');

    // On (through the server), then a phone left signed in: its access token, and a fresh one from its
    // refresh token, can neither turn it off nor rebind it (AssociateSoftwareToken alone would let
    // the password sign in without a code until a new secret is verified).
    const secret = await turnOn(fan);
    const refreshed = await client.send(
      new InitiateAuthCommand({
        ClientId: cloud().clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: fan.refreshToken ?? '' },
      }),
    );
    for (const token of [fan.accessToken, refreshed.AuthenticationResult?.AccessToken]) {
      expect(
        await refusal(
          client.send(
            new SetUserMFAPreferenceCommand({
              AccessToken: token,
              SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
            }),
          ),
        ),
      ).toBe('ForbiddenException');
      expect(await refusal(client.send(new AssociateSoftwareTokenCommand({ AccessToken: token })))).toBe(
        'ForbiddenException',
      );
      expect(
        await refusal(
          client.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: codeAhead(secret) })),
        ),
      ).toBe('ForbiddenException');
    }
    // Nor can the phone's refresh token get a token of the two-step client, nor the password alone.
    expect(
      await refusal(
        client.send(
          new InitiateAuthCommand({
            ClientId: cloud().twoStepClientId,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: fan.refreshToken ?? '' },
          }),
        ),
      ),
    ).toBe('NotAuthorizedException');
    expect(await refusal(passwordSignIn(fan.email, fan.password, cloud().twoStepClientId))).toBe(
      'InvalidParameterException',
    );

    // Nothing changed: still on, and logging in still asks for the code.
    expect(await mfaOf(fan)).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect((await passwordSignIn(fan.email, fan.password)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('the server turns it on with the password and the app’s first code, and off with the password and a current code', async () => {
    const fan = await newFan('Careful Switcher');
    // Set up: the password first; a wrong one says so and gives no secret.
    expect(await twoStep(fan, 'POST', { password: 'not-it' })).toMatchObject({
      status: 400,
      json: { message: ACCOUNT_TEXTS.wrongPassword },
    });
    const setUp = await twoStep(fan, 'POST', { password: fan.password });
    expect(setUp.status, setUp.text).toBe(200);
    const secret = String(setUp.json?.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A secret nobody confirmed changes nothing: the password alone still signs in.
    expect((await passwordSignIn(fan.email, fan.password)).AuthenticationResult).toBeDefined();

    // On: the password again and the app's first code; a wrong code or password changes nothing.
    expect(await twoStep(fan, 'PUT', { password: fan.password, code: wrongCodeFor(secret) })).toMatchObject({
      status: 400,
      json: { message: TWO_STEP_REFUSALS.wrongCode },
    });
    expect(await twoStep(fan, 'PUT', { password: 'not-it', code: totpCode(secret) })).toMatchObject({
      status: 400,
      json: { message: ACCOUNT_TEXTS.wrongPassword },
    });
    expect(await mfaOf(fan)).toEqual([]);
    expect(await twoStep(fan, 'PUT', { password: fan.password, code: totpCode(secret) })).toMatchObject({
      status: 200,
      json: { twoStep: true },
    });
    expect(await mfaOf(fan)).toEqual(['SOFTWARE_TOKEN_MFA']);
    // Already on: neither set up nor on again (the password right; a wrong one is still just wrong).
    expect(await twoStep(fan, 'POST', { password: fan.password })).toMatchObject({
      status: 409,
      json: { message: TWO_STEP_REFUSALS.alreadyOn },
    });
    expect(await twoStep(fan, 'POST', { password: 'not-it' })).toMatchObject({ status: 400 });

    // Off: the password alone is not enough, nor a code that is not the app's now.
    expect(await twoStep(fan, 'DELETE', { password: fan.password })).toMatchObject({ status: 400 });
    expect(
      await twoStep(fan, 'DELETE', { password: fan.password, code: wrongCodeFor(secret) }),
    ).toMatchObject({
      status: 400,
      json: { message: TWO_STEP_REFUSALS.wrongCode },
    });
    expect(await twoStep(fan, 'DELETE', { password: 'not-it', code: codeAhead(secret) })).toMatchObject({
      status: 400,
      json: { message: ACCOUNT_TEXTS.wrongPassword },
    });
    expect(await mfaOf(fan)).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(await twoStep(fan, 'DELETE', { password: fan.password, code: codeAhead(secret) })).toMatchObject({
      status: 200,
      json: { twoStep: false },
    });
    expect(await mfaOf(fan)).toEqual([]);
    expect((await passwordSignIn(fan.email, fan.password)).AuthenticationResult).toBeDefined();
    expect(
      await twoStep(fan, 'DELETE', { password: fan.password, code: codeAhead(secret, 2) }),
    ).toMatchObject({
      status: 409,
      json: { message: TWO_STEP_REFUSALS.alreadyOff },
    });
  });
});

describe('two-step verification (TOTP) on the local cloud', () => {
  it('on: logging in needs the code, a wrong one is refused, a right one signs in', async () => {
    const fan = await newFan('Two Step Fan');
    const secret = await turnOn(fan);
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

    expect(await refusal(answerCode(challenge.Session, username, wrongCodeFor(secret)))).toBe(
      'CodeMismatchException',
    );
    // A right code with a made-up session (no password) signs no one in.
    expect(await refusal(answerCode('made-up-session', username, codeAhead(secret)))).toBe(
      'NotAuthorizedException',
    );
    const signedIn = await answerCode(challenge.Session, username, codeAhead(secret));
    const idToken = signedIn.AuthenticationResult?.IdToken ?? '';
    expect((await api('/api/user', { token: idToken })).json).toMatchObject({ id: fan.sub });
    // Each code once: the same code does not sign in again.
    const again = await passwordSignIn(fan.email, fan.password);
    expect(await refusal(answerCode(again.Session, username, codeAhead(secret)))).toBe(
      'CodeMismatchException',
    );
  });

  it('the password check of account deletion still works when it is on', async () => {
    const fan = await newFan('Leaving Fan');
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
