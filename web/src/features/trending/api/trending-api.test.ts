import { NEXT_CURSOR_HEADER } from '@shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postKeys } from '@/lib/posts/post-keys';
import { makePost } from '@/testing/posts';
import { jsonResponse } from '@/testing/test-utils';
import { getDiscovery } from './get-discovery';
import { getTrendingContent } from './get-trending-content';
import { getHomeTrendingHashtags, getTrendingHashtags } from './get-trending-hashtags';
import { getTrendingUsers } from './get-trending-users';
import { trendingKeys } from './trending-keys';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const calledUrl = () => fetchMock.mock.calls.at(-1)?.[0];
const withCursor = (body: unknown, cursor?: string) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...(cursor ? { [NEXT_CURSOR_HEADER]: cursor } : {}) },
  });
const post = { ...makePost(), engagementScore: 12 };
const tag = { id: 't1', name: 'Raw', postCount: 3, recentPostCount: 2, score: 4.5 };

describe('trending fetchers', () => {
  it('GET /api/trending/hashtags?timeframe= and the sidebar’s /api/hashtags/trending', async () => {
    fetchMock.mockImplementation(async () => jsonResponse([tag]));
    await expect(getTrendingHashtags('week')).resolves.toEqual([tag]);
    expect(calledUrl()).toBe('/api/trending/hashtags?timeframe=week');
    await expect(getHomeTrendingHashtags()).resolves.toEqual([tag]);
    expect(calledUrl()).toBe('/api/hashtags/trending');
  });

  it('GET /api/trending/users?timeframe=', async () => {
    const user = {
      id: 'u1',
      handle: 'hitman',
      displayName: 'Bret Hart',
      bio: '',
      profileImageUrl: null,
      postCount: 2,
      totalEngagement: 9,
      followerCount: 4,
    };
    fetchMock.mockResolvedValue(jsonResponse([user]));
    await expect(getTrendingUsers('month')).resolves.toEqual([user]);
    expect(calledUrl()).toBe('/api/trending/users?timeframe=month');
  });

  it('GET /api/trending/content?timeframe= keeps the engagement scores; it is one page', async () => {
    fetchMock.mockResolvedValue(withCursor([post], 'ignored'));
    await expect(getTrendingContent('day')).resolves.toEqual({ posts: [post], nextCursor: null });
    expect(calledUrl()).toBe('/api/trending/content?timeframe=day');
  });

  it('GET /api/discovery pages on X-Next-Cursor, sent back as ?cursor=', async () => {
    fetchMock.mockResolvedValueOnce(withCursor([post], '10'));
    await expect(getDiscovery('week')).resolves.toEqual({ posts: [post], nextCursor: '10' });
    expect(calledUrl()).toBe('/api/discovery?timeframe=week');
    fetchMock.mockResolvedValueOnce(withCursor([]));
    await expect(getDiscovery('week', '10')).resolves.toEqual({ posts: [], nextCursor: null });
    expect(calledUrl()).toBe('/api/discovery?timeframe=week&cursor=10');
  });

  it('rejects an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ ...tag, score: 'high' }]));
    await expect(getTrendingHashtags('day')).rejects.toThrow();
  });
});

describe('trendingKeys', () => {
  it('start with the addresses; the post lists sit under the posts root, which the post cache edits', () => {
    expect(trendingKeys.hashtags('week')).toEqual(['/api/trending', 'hashtags', 'week']);
    expect(trendingKeys.users('day')).toEqual(['/api/trending', 'users', 'day']);
    expect(trendingKeys.homeHashtags).toEqual(['/api/hashtags', 'trending']);
    expect(trendingKeys.content('month')).toEqual([...postKeys.all, '/api/trending/content', 'month']);
    expect(trendingKeys.discovery('day')).toEqual([...postKeys.all, '/api/discovery', 'day']);
  });
});
