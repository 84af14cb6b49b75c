import { CACHE_TIMES_MS } from '@shared/constants';
import * as routes from '@shared/manifest/http-route-entries';
import type { Timeframe } from '@shared/schemas/common';
import { apiAliasPath, apiKey, apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';

/**
 * Query keys of the trending feature, from the manifest's addresses, one per timeframe.
 *
 * The two post lists (Popular Content, Discovery) are held under the posts root (`postKeys.all`) with their
 * address after it: the post cache edits every list under that root (a Pop, a comment count, a deleted
 * post), and a new post, a deleted one or a follow (discovery leaves out followed creators) refreshes them.
 */
export const trendingKeys = {
  /** ['/api/trending', 'hashtags', 'day'] */
  hashtags: (timeframe: Timeframe) => [...apiKey(apiPath(routes.getTrendingHashtags)), timeframe] as const,
  /** The home sidebar's 24-hour list, under its own address: ['/api/hashtags', 'trending']. */
  homeHashtags: apiKey(apiAliasPath(routes.getTrendingHashtags, '/api/hashtags/trending')),
  /** ['/api/trending', 'users', 'day'] */
  users: (timeframe: Timeframe) => [...apiKey(apiPath(routes.getTrendingUsers)), timeframe] as const,
  /** ['/api/posts', '/api/trending/content', 'day'] */
  content: (timeframe: Timeframe) =>
    [...postKeys.all, apiPath(routes.getTrendingContent), timeframe] as const,
  /** ['/api/posts', '/api/discovery', 'day'] */
  discovery: (timeframe: Timeframe) => [...postKeys.all, apiPath(routes.getDiscovery), timeframe] as const,
};

/**
 * How long a trending list stays fresh: SPEC 9's 5 minutes for trending hashtags, used for the page's other
 * rankings too (the trending job reranks every few minutes, so a later visit asks again).
 */
export const TRENDING_STALE_MS = CACHE_TIMES_MS.trendingHashtags;
