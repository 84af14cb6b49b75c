import { describe, expect, it } from 'vitest';
import { translateRequest } from './cognito';

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
});
