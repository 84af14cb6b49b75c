import { Amplify } from 'aws-amplify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, configureAmplify } from './config';

afterEach(() => vi.restoreAllMocks());

describe('runtime config', () => {
  it('makes a relative Cognito endpoint absolute against the page origin', () => {
    expect(absoluteUrl('/cognito', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/cognito');
    expect(absoluteUrl('https://cognito-idp.eu-west-1.amazonaws.com')).toBe(
      'https://cognito-idp.eu-west-1.amazonaws.com',
    );
  });

  it('configures Amplify with the user pool and the endpoint when present', () => {
    const spy = vi.spyOn(Amplify, 'configure').mockImplementation(() => undefined);
    configureAmplify({
      region: 'local',
      userPoolId: 'local_pool',
      userPoolClientId: 'client',
      userPoolEndpoint: '/cognito',
      wsUrl: '/ws',
    });
    expect(spy).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: 'local_pool',
          userPoolClientId: 'client',
          userPoolEndpoint: `${window.location.origin}/cognito`,
        },
      },
    });
    configureAmplify({ region: 'eu-west-1', userPoolId: 'p', userPoolClientId: 'c', wsUrl: 'wss://x/prod' });
    expect(spy).toHaveBeenLastCalledWith({ Auth: { Cognito: { userPoolId: 'p', userPoolClientId: 'c' } } });
  });
});
