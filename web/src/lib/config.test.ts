import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, parseWebConfig } from './config';

afterEach(() => vi.restoreAllMocks());

describe('runtime config', () => {
  it('makes a relative Cognito endpoint absolute against the page origin', () => {
    expect(absoluteUrl('/cognito', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/cognito');
    expect(absoluteUrl('https://cognito-idp.eu-west-1.amazonaws.com')).toBe(
      'https://cognito-idp.eu-west-1.amazonaws.com',
    );
  });

  it('reads config.json with or without the local Cognito endpoint, and refuses a broken one', () => {
    const base = {
      region: 'eu-west-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      wsUrl: 'wss://x/prod',
      eventsRealtimeUrl: 'wss://e.appsync-realtime-api.eu-west-1.amazonaws.com/event/realtime',
      eventsHttpHost: 'e.appsync-api.eu-west-1.amazonaws.com',
    };
    expect(parseWebConfig({ ...base, extra: 1 })).toEqual(base);
    expect(parseWebConfig({ ...base, userPoolEndpoint: '/cognito' })).toEqual({
      ...base,
      userPoolEndpoint: '/cognito',
    });
    expect(() => parseWebConfig({ ...base, wsUrl: 3 })).toThrow('wsUrl');
    const { eventsHttpHost: _, ...withoutHost } = base;
    expect(() => parseWebConfig(withoutHost)).toThrow('eventsHttpHost');
    expect(() => parseWebConfig({ ...base, userPoolEndpoint: null })).toThrow('userPoolEndpoint');
    expect(() => parseWebConfig(null)).toThrow();
  });
});
