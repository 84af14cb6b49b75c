import { Amplify } from '@aws-amplify/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureAmplify } from './amplify';
import { hasStoredSession } from './auth';

afterEach(() => vi.restoreAllMocks());

describe('Amplify auth', () => {
  it('configures the user pool and the endpoint when present, with the user pool token provider', () => {
    const spy = vi.spyOn(Amplify, 'configure').mockImplementation(() => undefined);
    configureAmplify({
      region: 'local',
      userPoolId: 'local_pool',
      userPoolClientId: 'client',
      userPoolEndpoint: '/cognito',
      wsUrl: '/ws',
    });
    expect(spy).toHaveBeenCalledWith(
      {
        Auth: {
          Cognito: {
            userPoolId: 'local_pool',
            userPoolClientId: 'client',
            userPoolEndpoint: `${window.location.origin}/cognito`,
          },
        },
      },
      { Auth: { tokenProvider: expect.anything() } },
    );
    configureAmplify({ region: 'eu-west-1', userPoolId: 'p', userPoolClientId: 'c', wsUrl: 'wss://x/prod' });
    expect(spy).toHaveBeenLastCalledWith(
      { Auth: { Cognito: { userPoolId: 'p', userPoolClientId: 'c' } } },
      { Auth: { tokenProvider: expect.anything() } },
    );
  });

  it("knows a stored session from Amplify's LastAuthUser key without loading Amplify", () => {
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'fan');
    expect(hasStoredSession()).toBe(true);
  });
});
