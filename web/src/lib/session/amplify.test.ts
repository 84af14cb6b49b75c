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
      eventsRealtimeUrl: '/event/realtime',
      eventsHttpHost: '127.0.0.1:5173',
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
    configureAmplify({
      region: 'eu-west-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      wsUrl: 'wss://x/prod',
      eventsRealtimeUrl: 'wss://e.appsync-realtime-api.eu-west-1.amazonaws.com/event/realtime',
      eventsHttpHost: 'e.appsync-api.eu-west-1.amazonaws.com',
    });
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
