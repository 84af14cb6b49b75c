import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAmplifySession } from '@/testing/session';
import { createTestQueryClient, jsonResponse, makeUser } from '@/testing/test-utils';
import { currentUserQueryOptions } from './get-current-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /api/user (the current user)', () => {
  it('is none without a request when Amplify keeps no session in this browser', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(makeUser()));
    vi.stubGlobal('fetch', fetchMock);
    const user = await createTestQueryClient().fetchQuery(currentUserQueryOptions());
    expect(user).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API when a session is stored, and parses the fan it returns', async () => {
    storeAmplifySession();
    const fetchMock = vi.fn(async () => jsonResponse(makeUser({ handle: 'stunner' })));
    vi.stubGlobal('fetch', fetchMock);
    const user = await createTestQueryClient().fetchQuery(currentUserQueryOptions());
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ method: 'GET' }));
    expect(user).toMatchObject({ handle: 'stunner' });
  });

  it('is none when the API answers 401 for a stored session (expired or revoked)', async () => {
    storeAmplifySession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Unauthorized' }, 401)),
    );
    expect(await createTestQueryClient().fetchQuery(currentUserQueryOptions())).toBeNull();
  });
});
