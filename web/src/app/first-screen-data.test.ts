import { afterEach, describe, expect, it, vi } from 'vitest';
import { postKeys } from '@/lib/posts/post-keys';
import { sessionKeys } from '@/lib/session/session-keys';
import { storeTokens, unsignedJwt } from '@/testing/session';
import { createTestQueryClient, jsonResponse, makeUser } from '@/testing/test-utils';
import { prefetchFirstScreenData } from './first-screen-data';

/** Holds the feed's code back (its chunk on the network) until the test lets it load: the first import, in the first test. */
let feedCodeLoaded: Promise<void> = Promise.resolve();
vi.mock('@/features/posts/api/get-feed', async (original) => {
  await feedCodeLoaded;
  return original();
});

vi.mock('@/lib/config', async (original) => ({
  ...(await original<typeof import('@/lib/config')>()),
  loadedConfig: () => ({ region: 'local', userPoolId: 'pool', userPoolClientId: 'client', wsUrl: '/ws' }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** fetch that answers each path only when the test says so, recording the order of requests. */
function heldFetch() {
  const requested: string[] = [];
  const answers = new Map<string, (response: Response) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      requested.push(path);
      return new Promise<Response>((resolve) => answers.set(path, resolve));
    }),
  );
  const answer = (path: string, response: Response) => {
    const resolve = answers.get(path);
    if (!resolve) throw new Error(`${path} was not requested`);
    resolve(response);
  };
  return { requested, answer };
}

const validToken = () => storeTokens(unsignedJwt(Math.floor(Date.now() / 1000) + 3600));

describe("the first screen's data for a signed-in fan at /", () => {
  it("asks for the feed beside GET /api/user, before the user is answered and the feed's code has loaded", async () => {
    validToken();
    const { requested, answer } = heldFetch();
    let loadFeedCode = () => {};
    feedCodeLoaded = new Promise((resolve) => {
      loadFeedCode = resolve;
    });
    const queryClient = createTestQueryClient();
    prefetchFirstScreenData(queryClient);
    await vi.waitFor(() => expect(requested.toSorted()).toEqual(['/api/posts/feed', '/api/user']));
    answer('/api/posts/feed', jsonResponse([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryData(postKeys.feed())).toBeUndefined();
    loadFeedCode();
    feedCodeLoaded = Promise.resolve();
    answer('/api/user', jsonResponse(makeUser()));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(postKeys.feed())).toEqual({
        pages: [{ posts: [], nextCursor: null }],
        pageParams: [undefined],
      }),
    );
    expect(queryClient.getQueryData(sessionKeys.user)).toMatchObject({ handle: 'stunner' });
  });

  it('drops the page again when the profile is incomplete (onboarding shows, not the feed)', async () => {
    validToken();
    const { requested, answer } = heldFetch();
    const queryClient = createTestQueryClient();
    prefetchFirstScreenData(queryClient);
    await vi.waitFor(() => expect(requested).toHaveLength(2));
    const incomplete = makeUser({
      completeness: { isComplete: false, missingFields: ['bio'], completedFields: [], percent: 75 },
    });
    answer('/api/user', jsonResponse(incomplete));
    answer('/api/posts/feed', jsonResponse([]));
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKeys.user)).toEqual(incomplete));
    await vi.waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: postKeys.feed() })).toBeUndefined(),
    );
  });

  it('asks for nothing without a valid stored token, or away from /', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);
    prefetchFirstScreenData(createTestQueryClient());
    storeTokens(unsignedJwt(Math.floor(Date.now() / 1000) + 30));
    prefetchFirstScreenData(createTestQueryClient());
    validToken();
    window.history.replaceState(null, '', '/trending');
    prefetchFirstScreenData(createTestQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("an entity's or a show's page opened directly", () => {
  it('asks for its answer at once, which the page then takes instead of asking again', async () => {
    validToken();
    const { requested, answer } = heldFetch();
    window.history.replaceState(null, '', '/wrestlers/cody-rhodes');
    prefetchFirstScreenData(createTestQueryClient());
    await vi.waitFor(() => expect(requested).toEqual(['/api/entities/cody-rhodes']));
    const { apiJson } = await import('@/lib/api-client');
    const page = apiJson('GET', '/api/entities/cody-rhodes');
    answer('/api/entities/cody-rhodes', jsonResponse({ entity: { id: 'x' } }));
    expect(await page).toEqual({ entity: { id: 'x' } });
    expect(requested).toEqual(['/api/entities/cody-rhodes']);

    window.history.replaceState(null, '', '/shows/01J00000000000000000000SHW');
    prefetchFirstScreenData(createTestQueryClient());
    await vi.waitFor(() => expect(requested).toContain('/api/shows/01J00000000000000000000SHW'));
  });

  it('asks for nothing without a valid stored token, or on another page', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/promotions/wwe');
    prefetchFirstScreenData(createTestQueryClient());
    validToken();
    for (const path of ['/shows', '/shows/not-an-id', '/wrestlers', '/profile/x']) {
      window.history.replaceState(null, '', path);
      prefetchFirstScreenData(createTestQueryClient());
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
