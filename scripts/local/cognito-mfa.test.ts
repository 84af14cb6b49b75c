import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CognitoAnswer, cognitoMfa, MFA_SESSION_MS, MFA_SESSION_TRIES } from './cognito-mfa';
import { totpCode } from './totp';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const JWK = { ...publicKey.export({ format: 'jwk' }), kid: 'k1' };
const SUB = '2f1c0a7e-0000-4000-8000-000000000001';
const EMAIL = 'mick@ringside.local';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
function jwt(claims: Record<string, unknown>, key = privateKey): string {
  const head = `${b64({ alg: 'RS256', kid: 'k1' })}.${b64(claims)}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), key).toString('base64url')}`;
}
const ok = (body: unknown): CognitoAnswer => ({
  status: 200,
  headers: {},
  body: Buffer.from(JSON.stringify(body)),
});
const read = (a: CognitoAnswer): Record<string, unknown> => ({
  status: a.status,
  ...(JSON.parse(a.body.toString()) as object),
});

let clock: number;
let mfa: ReturnType<typeof cognitoMfa>;
const exp = () => Math.floor(clock / 1000) + 3600;
const accessToken = () => jwt({ sub: SUB, token_use: 'access', exp: exp(), username: SUB });
const tokens = () => ({
  AccessToken: accessToken(),
  IdToken: jwt({ sub: SUB, token_use: 'id', exp: exp(), 'cognito:username': SUB, email: EMAIL }),
  RefreshToken: 'refresh-1',
});
const user = {
  Username: SUB,
  UserAttributes: [
    { Name: 'sub', Value: SUB },
    { Name: 'email', Value: EMAIL },
  ],
};
const forwarded: string[] = [];

/** Calls the wrapper as a client would; `forward` stands in for cognito-local (password accepted). */
function call(
  operation: string,
  body: Record<string, unknown>,
  upstream: unknown = { AuthenticationResult: tokens() },
) {
  return mfa
    .handle(`AWSCognitoIdentityProviderService.${operation}`, Buffer.from(JSON.stringify(body)), async () => {
      forwarded.push(operation);
      return ok(upstream);
    })
    .then(read);
}
const signIn = () =>
  call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: EMAIL, PASSWORD: 'x' },
  });
const answerCode = (Session: unknown, code: string, USERNAME = SUB) =>
  call('RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session,
    ChallengeResponses: { USERNAME, SOFTWARE_TOKEN_MFA_CODE: code },
  });

async function turnOn(): Promise<string> {
  const { SecretCode } = (await call('AssociateSoftwareToken', { AccessToken: accessToken() })) as {
    SecretCode: string;
  };
  expect(
    await call('VerifySoftwareToken', { AccessToken: accessToken(), UserCode: totpCode(SecretCode, clock) }),
  ).toEqual({
    status: 200,
    Status: 'SUCCESS',
  });
  expect(
    await call('SetUserMFAPreference', {
      AccessToken: accessToken(),
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  ).toEqual({ status: 200 });
  return SecretCode;
}

beforeEach(() => {
  clock = Date.UTC(2026, 0, 1, 12, 0, 10);
  forwarded.length = 0;
  mfa = cognitoMfa({
    file: path.join(mkdtempSync(path.join(tmpdir(), 'mfa-')), 'mfa.json'),
    upstream: async () => ok(user),
    jwks: async () => [JWK],
    now: () => clock,
  });
});

describe('local Cognito: two-step verification (TOTP)', () => {
  it('signs in with tokens while TOTP is off', async () => {
    expect(await signIn()).toMatchObject({
      status: 200,
      AuthenticationResult: { RefreshToken: 'refresh-1' },
    });
    expect(await call('GetUser', { AccessToken: accessToken() }, user)).not.toHaveProperty(
      'UserMFASettingList',
    );
  });

  it('turned on, a password sign-in gets the SOFTWARE_TOKEN_MFA challenge, and the right code the tokens', async () => {
    const secret = await turnOn();
    expect(await call('GetUser', { AccessToken: accessToken() }, user)).toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    const challenge = (await signIn()) as Record<string, unknown>;
    expect(challenge).toMatchObject({ status: 200, ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(challenge).not.toHaveProperty('AuthenticationResult');
    expect(challenge.ChallengeParameters).toEqual({ USER_ID_FOR_SRP: SUB });
    clock += 30_000; // the setup code's step is spent: the next one
    expect(await answerCode(challenge.Session, '000000')).toMatchObject({
      status: 400,
      __type: 'CodeMismatchException',
    });
    expect(await answerCode(challenge.Session, totpCode(secret, clock))).toMatchObject({
      status: 200,
      AuthenticationResult: { RefreshToken: 'refresh-1' },
    });
    // The session is spent, and so is the code.
    expect(await answerCode(challenge.Session, totpCode(secret, clock))).toMatchObject({
      __type: 'NotAuthorizedException',
    });
    const again = (await signIn()) as { Session: string };
    expect(await answerCode(again.Session, totpCode(secret, clock))).toMatchObject({
      __type: 'CodeMismatchException',
    });
    expect(await answerCode(again.Session, totpCode(secret, clock + 30_000))).toMatchObject({ status: 200 });
    // A refresh is not a sign-in: no code asked.
    expect(
      await call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'r' } }),
    ).toMatchObject({ AuthenticationResult: {} });
  });

  it('a right code without the password step signs no one in (any other session id, other user, expired)', async () => {
    const secret = await turnOn();
    clock += 30_000;
    const code = totpCode(secret, clock);
    expect(await answerCode('made-up-session', code)).toMatchObject({ __type: 'NotAuthorizedException' });
    const { Session } = (await signIn()) as { Session: string };
    expect(await answerCode(Session, code, 'someone-else')).toMatchObject({
      __type: 'NotAuthorizedException',
    });
    expect(await answerCode(Session, code, EMAIL.toUpperCase())).toMatchObject({ status: 200 });
    const late = (await signIn()) as { Session: string };
    clock += MFA_SESSION_MS + 1;
    expect(await answerCode(late.Session, totpCode(secret, clock))).toMatchObject({
      __type: 'NotAuthorizedException',
    });
    expect(forwarded).not.toContain('RespondToAuthChallenge');
  });

  it("answers the server's admin sign-in the same way: AdminInitiateAuth, then AdminRespondToAuthChallenge", async () => {
    const secret = await turnOn();
    clock += 30_000;
    const challenge = (await call('AdminInitiateAuth', {
      UserPoolId: 'p',
      ClientId: 'two-step',
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: SUB, PASSWORD: 'x' },
    })) as { ChallengeName?: string; Session?: string };
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const answer = (code: string) =>
      call('AdminRespondToAuthChallenge', {
        UserPoolId: 'p',
        ClientId: 'two-step',
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: SUB, SOFTWARE_TOKEN_MFA_CODE: code },
      });
    expect(await answer('000000')).toMatchObject({ status: 400, __type: 'CodeMismatchException' });
    expect(await answer(totpCode(secret, clock))).toMatchObject({
      status: 200,
      AuthenticationResult: { RefreshToken: 'refresh-1' },
    });
    expect(forwarded).not.toContain('AdminRespondToAuthChallenge');
  });

  it(`a session takes ${MFA_SESSION_TRIES} wrong codes, then it is spent`, async () => {
    const secret = await turnOn();
    clock += 30_000;
    const { Session } = (await signIn()) as { Session: string };
    for (let i = 0; i < MFA_SESSION_TRIES; i += 1) {
      expect(await answerCode(Session, '123456')).toMatchObject({ __type: 'CodeMismatchException' });
    }
    expect(await answerCode(Session, totpCode(secret, clock))).toMatchObject({
      __type: 'NotAuthorizedException',
    });
  });

  it('verifying needs the code of the new secret; TOTP cannot be enabled before; a forged or expired token is refused', async () => {
    expect(
      await call('SetUserMFAPreference', {
        AccessToken: accessToken(),
        SoftwareTokenMfaSettings: { Enabled: true },
      }),
    ).toMatchObject({ status: 400, __type: 'InvalidParameterException' });
    const { SecretCode } = (await call('AssociateSoftwareToken', { AccessToken: accessToken() })) as {
      SecretCode: string;
    };
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(
      await call('VerifySoftwareToken', { AccessToken: accessToken(), UserCode: '000000' }),
    ).toMatchObject({
      __type: 'EnableSoftwareTokenMFAException',
    });
    const { privateKey: other } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = jwt({ sub: SUB, token_use: 'access', exp: exp() }, other);
    const expired = jwt({ sub: SUB, token_use: 'access', exp: Math.floor(clock / 1000) - 1 });
    const idToken = tokens().IdToken;
    for (const AccessToken of [forged, expired, idToken, 'not-a-jwt']) {
      expect(await call('AssociateSoftwareToken', { AccessToken })).toMatchObject({
        __type: 'NotAuthorizedException',
      });
    }
    expect(
      await call('SetUserMFAPreference', { AccessToken: accessToken(), SMSMfaSettings: { Enabled: true } }),
    ).toMatchObject({ __type: 'InvalidParameterException' });
    expect(forwarded).toEqual([]);
  });

  it('turned off (by the fan or an admin), sign-in needs the password only; deleting the user deletes the secret', async () => {
    await turnOn();
    expect(
      await call('SetUserMFAPreference', {
        AccessToken: accessToken(),
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    ).toEqual({ status: 200 });
    expect(await signIn()).toMatchObject({ AuthenticationResult: {} });
    expect(
      await call('AdminSetUserMFAPreference', {
        UserPoolId: 'p',
        Username: SUB,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    ).toEqual({ status: 200 });
    expect(await signIn()).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(await call('AdminDeleteUser', { UserPoolId: 'p', Username: SUB }, {})).toEqual({ status: 200 });
    expect(await signIn()).toMatchObject({ AuthenticationResult: {} });
    expect(
      await call('SetUserMFAPreference', {
        AccessToken: accessToken(),
        SoftwareTokenMfaSettings: { Enabled: true },
      }),
    ).toMatchObject({ __type: 'InvalidParameterException' });
  });
});
