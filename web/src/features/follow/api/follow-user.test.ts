import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { followUser } from './follow-user';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('followUser', () => {
  it('is a create (docs/safety.md): sent with a key, and again with the same key when the answer is lost', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ isFollowing: true }));
    vi.useFakeTimers();
    const followed = followUser('fan-1');
    await vi.runAllTimersAsync();
    await expect(followed).resolves.toEqual({ isFollowing: true });
    vi.useRealTimers();
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
