import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blockedByWebAcl,
  refusedWrite,
  requestClientId,
  signedInUser,
  storedCode,
  translateRequest,
} from './cognito';

/** An unsigned token with these claims (the web ACL reads them; the emulator's own check verifies). */
const token = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe("the user pool's web ACL, emulated (shared/manifest/two-step.ts)", () => {
  const body = (o: unknown) => Buffer.from(JSON.stringify(o));
  const target = (op: string) => `AWSCognitoIdentityProviderService.${op}`;
  const blocked = { __type: 'ForbiddenException', message: 'Request blocked by AWS WAF.' };

  it("refuses the second step's self-service calls made with a web client's token", () => {
    const web = body({ AccessToken: token({ client_id: 'web', token_use: 'access' }) });
    for (const op of ['AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference'])
      expect(blockedByWebAcl(target(op), web, 'two-step'), op).toEqual(blocked);
    // Whatever the case the caller writes the operation in.
    expect(blockedByWebAcl(target('setusermfapreference'), web, 'two-step')).toEqual(blocked);
    // A token without a client, or no token at all, is no exception either.
    expect(blockedByWebAcl(target('VerifySoftwareToken'), body({ Session: 's' }), 'two-step')).toEqual(
      blocked,
    );
    expect(blockedByWebAcl(target('VerifySoftwareToken'), Buffer.from('not json'), 'two-step')).toEqual(
      blocked,
    );
  });

  it("lets the two-step client's tokens through, and every other call of any client", () => {
    const server = body({ AccessToken: token({ client_id: 'two-step', token_use: 'access' }) });
    expect(blockedByWebAcl(target('AssociateSoftwareToken'), server, 'two-step')).toBeNull();
    expect(blockedByWebAcl(target('SetUserMFAPreference'), server, 'two-step')).toBeNull();
    const web = body({ AccessToken: token({ client_id: 'web' }) });
    for (const op of ['GetUser', 'ChangePassword', 'AdminSetUserMFAPreference', 'InitiateAuth'])
      expect(blockedByWebAcl(target(op), web, 'two-step'), op).toBeNull();
  });

  it("reads the request's client as Cognito tells its web ACL: the token's client_id, else the ClientId named", () => {
    expect(requestClientId(body({ AccessToken: token({ client_id: 'c1' }), ClientId: 'c2' }))).toBe('c1');
    expect(requestClientId(body({ ClientId: 'c2' }))).toBe('c2');
    expect(requestClientId(body({ AccessToken: 'not-a-jwt' }))).toBeUndefined();
  });
});

describe('cognito-local wrapper', () => {
  it('turns GetTokensFromRefreshToken into InitiateAuth REFRESH_TOKEN_AUTH', () => {
    const out = translateRequest(
      'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      Buffer.from(JSON.stringify({ ClientId: 'c1', RefreshToken: 'r1' })),
    );
    expect(out.target).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(JSON.parse(out.body.toString())).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'c1',
      AuthParameters: { REFRESH_TOKEN: 'r1' },
    });
  });
  it('passes every other call through untouched', () => {
    const body = Buffer.from('{"x":1}');
    expect(translateRequest('AWSCognitoIdentityProviderService.SignUp', body)).toEqual({
      target: 'AWSCognitoIdentityProviderService.SignUp',
      body,
    });
  });
  it("holds SignUp and UpdateUserAttributes to the app client's write attributes, as Cognito does", () => {
    const call = (target: string, UserAttributes: { Name: string; Value: string }[]) =>
      refusedWrite(
        `AWSCognitoIdentityProviderService.${target}`,
        Buffer.from(JSON.stringify({ UserAttributes })),
      );
    const refused = {
      __type: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    };
    expect(call('SignUp', [{ Name: 'email', Value: 'a@b.c' }])).toBeNull();
    expect(
      call('SignUp', [
        { Name: 'email', Value: 'a@b.c' },
        { Name: 'custom:displayName', Value: 'x' },
      ]),
    ).toEqual(refused);
    expect(call('SignUp', [{ Name: 'email_verified', Value: 'true' }])).toEqual(refused);
    expect(call('UpdateUserAttributes', [{ Name: 'custom:displayName', Value: 'x' }])).toEqual(refused);
    expect(call('UpdateUserAttributes', [{ Name: 'email', Value: 'new@b.c' }])).toBeNull();
    // The admin API is IAM's business, not the app client's.
    expect(call('AdminUpdateUserAttributes', [{ Name: 'email_verified', Value: 'true' }])).toBeNull();
    expect(refusedWrite('AWSCognitoIdentityProviderService.SignUp', Buffer.from('not json'))).toBeNull();
  });

  it("reads an address's latest code from the emulator's data file", () => {
    const home = mkdtempSync(path.join(tmpdir(), 'cognito-'));
    mkdirSync(path.join(home, '.cognito', 'db'), { recursive: true });
    const user = (email: string, code: string) => ({
      Attributes: [{ Name: 'email', Value: email }],
      ConfirmationCode: code,
      UserLastModifiedDate: '2026-11-23T12:00:00.000Z',
    });
    writeFileSync(
      path.join(home, '.cognito', 'db', 'local_pool.json'),
      JSON.stringify({
        Users: { a: user('Fan@Example.test', '123456'), b: user('other@example.test', '987654') },
      }),
    );
    expect(storedCode(home, 'local_pool', 'fan@example.test')).toEqual({
      code: '123456',
      at: '2026-11-23T12:00:00.000Z',
    });
    expect(storedCode(home, 'local_pool', 'nobody@example.test')).toBeUndefined();
    // The code that verifies an address is kept apart from the one that resets a password.
    expect(storedCode(home, 'local_pool', 'fan@example.test', 'verify')).toBeUndefined();
    writeFileSync(
      path.join(home, '.cognito', 'db', 'local_pool.json'),
      JSON.stringify({
        Users: { a: { ...user('fan@example.test', '123456'), AttributeVerificationCode: '424242' } },
      }),
    );
    expect(storedCode(home, 'local_pool', 'fan@example.test', 'verify')?.code).toBe('424242');
    expect(storedCode(home, 'local_pool', 'fan@example.test', 'reset')?.code).toBe('123456');
    expect(storedCode(home, 'no_such_pool', 'fan@example.test')).toBeUndefined();
  });

  it('reads the user and pool of a sign-in answer (to refuse a disabled user), and nothing else', () => {
    const claims = { sub: 'abc-123', iss: 'http://127.0.0.1:8713/local_pool1' };
    const token = ['h', Buffer.from(JSON.stringify(claims)).toString('base64url'), 's'].join('.');
    const answer = Buffer.from(JSON.stringify({ AuthenticationResult: { IdToken: token } }));
    expect(signedInUser(answer)).toEqual({ sub: 'abc-123', userPoolId: 'local_pool1' });
    expect(signedInUser(Buffer.from(JSON.stringify({ ChallengeName: 'PASSWORD_VERIFIER' })))).toBeNull();
    expect(signedInUser(Buffer.from('not json'))).toBeNull();
  });
});
