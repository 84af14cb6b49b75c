import { describe, expect, it } from 'vitest';
import { signedInUser, translateRequest } from './cognito';

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
  it('reads the user and pool of a sign-in answer (to refuse a disabled user), and nothing else', () => {
    const claims = { sub: 'abc-123', iss: 'http://127.0.0.1:8713/local_pool1' };
    const token = ['h', Buffer.from(JSON.stringify(claims)).toString('base64url'), 's'].join('.');
    const answer = Buffer.from(JSON.stringify({ AuthenticationResult: { IdToken: token } }));
    expect(signedInUser(answer)).toEqual({ sub: 'abc-123', userPoolId: 'local_pool1' });
    expect(signedInUser(Buffer.from(JSON.stringify({ ChallengeName: 'PASSWORD_VERIFIER' })))).toBeNull();
    expect(signedInUser(Buffer.from('not json'))).toBeNull();
  });
});
