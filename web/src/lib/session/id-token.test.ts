import { fetchAuthSession } from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsignedJwt as jwt, storeTokens } from '@/testing/session';
import { storedIdToken } from './auth';
import { currentIdToken } from './id-token';

vi.mock('@/lib/config', async (original) => ({
  ...(await original<typeof import('@/lib/config')>()),
  loadedConfig: () => ({ region: 'local', userPoolId: 'pool', userPoolClientId: 'client', wsUrl: '/ws' }),
}));

afterEach(() => vi.mocked(fetchAuthSession).mockReset());

const NOW = Date.UTC(2026, 10, 23, 20, 0, 0);

describe('the stored ID token, read without Amplify', () => {
  it('is used while it stays valid for more than a minute', () => {
    const token = jwt(NOW / 1000 + 3600);
    storeTokens(token);
    expect(storedIdToken('client', NOW)).toBe(token);
    expect(storedIdToken('client', NOW + 3600_000 - 61_000)).toBe(token);
    expect(storedIdToken('client', NOW + 3600_000 - 59_000)).toBeNull();
  });

  it("counts the clock drift Amplify recorded (the device's clock against Cognito's)", () => {
    const token = jwt(NOW / 1000 + 600);
    storeTokens(token, 10 * 60_000);
    expect(storedIdToken('client', NOW)).toBeNull();
    storeTokens(token, -10 * 60_000);
    expect(storedIdToken('client', NOW + 900_000)).toBe(token);
  });

  it("is only this app client's, and never a token that is not a readable JWT", () => {
    storeTokens(jwt(NOW / 1000 + 3600), undefined, 'other-client');
    expect(storedIdToken('client', NOW)).toBeNull();
    expect(storedIdToken(undefined, NOW)).toBeNull();
    for (const bad of ['not-a-jwt', 'a.!!!.c', jwt('soon'), 'a..c']) {
      storeTokens(bad);
      expect(storedIdToken('client', NOW)).toBeNull();
    }
  });
});

describe('currentIdToken', () => {
  it('sends a valid stored token without asking Amplify', async () => {
    const token = jwt(Math.floor(Date.now() / 1000) + 3600);
    storeTokens(token);
    await expect(currentIdToken()).resolves.toBe(token);
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });

  it('asks Amplify (which refreshes) when the stored token is about to expire', async () => {
    storeTokens(jwt(Math.floor(Date.now() / 1000) + 30));
    vi.mocked(fetchAuthSession).mockResolvedValue({
      tokens: { idToken: { toString: () => 'refreshed' }, accessToken: { toString: () => 'access' } },
    } as Awaited<ReturnType<typeof fetchAuthSession>>);
    await expect(currentIdToken()).resolves.toBe('refreshed');
    expect(fetchAuthSession).toHaveBeenCalledTimes(1);
  });

  it('answers null without a stored session, asking nobody', async () => {
    await expect(currentIdToken()).resolves.toBeNull();
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });
});
