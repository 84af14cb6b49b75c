import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost, postPageResponse } from '@/testing/posts';
import { jsonResponse } from '@/testing/test-utils';
import { getFeed } from './get-feed';
import { getHashtagPosts, hashtagPostsQueryOptions } from './get-hashtag-posts';
import { getUserPosts } from './get-user-posts';
import type { PostPage } from './post-pages';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const calledUrl = () => fetchMock.mock.calls.at(-1)?.[0];

describe('post list fetchers: the posts from the body, the next cursor from X-Next-Cursor', () => {
  it('GET /api/posts/feed, then ?before=<cursor>', async () => {
    const post = makePost();
    fetchMock.mockResolvedValueOnce(postPageResponse([post], 'CURSOR1'));
    await expect(getFeed()).resolves.toEqual({ posts: [post], nextCursor: 'CURSOR1' });
    expect(calledUrl()).toBe('/api/posts/feed');
    fetchMock.mockResolvedValueOnce(postPageResponse([]));
    await expect(getFeed('CURSOR1')).resolves.toEqual({ posts: [], nextCursor: null });
    expect(calledUrl()).toBe('/api/posts/feed?before=CURSOR1');
  });

  it('GET /api/posts/user/{userId} and /api/posts/hashtag/{tag}', async () => {
    fetchMock.mockImplementation(async () => postPageResponse([makePost()], 'C2'));
    expect((await getUserPosts('u1', 'C1')).nextCursor).toBe('C2');
    expect(calledUrl()).toBe('/api/posts/user/u1?before=C1');
    expect((await getHashtagPosts('Raw')).nextCursor).toBe('C2');
    expect(calledUrl()).toBe('/api/posts/hashtag/Raw');
  });

  it('reads a missing header (or a plain JSON answer) as the last page', async () => {
    fetchMock.mockResolvedValue(jsonResponse([makePost()]));
    expect((await getFeed()).nextCursor).toBeNull();
  });

  it('pages on the cursor, not on the number of posts', () => {
    const { getNextPageParam } = hashtagPostsQueryOptions('raw');
    const page = (n: number, nextCursor: string | null): PostPage => ({
      posts: Array.from({ length: n }, () => makePost()),
      nextCursor,
    });
    const next = (p: PostPage) => getNextPageParam(p, [p], undefined, [undefined]);
    expect(next(page(3, 'C'))).toBe('C');
    expect(next(page(0, 'C'))).toBe('C');
    expect(next(page(20, null))).toBeUndefined();
  });
});
