import * as routes from '@shared/manifest/http-route-entries';
import type { Timeframe } from '@shared/schemas/common';
import { apiPath } from '@/lib/api-paths';
import { fetchTrendingPostPage, type TrendingPostPage } from './trending-post-page';

/**
 * GET /api/trending/content?timeframe=: the timeframe's popular posts, each with its engagement score. Not
 * paged: the one page is the last.
 */
export async function getTrendingContent(timeframe: Timeframe): Promise<TrendingPostPage> {
  const page = await fetchTrendingPostPage(apiPath(routes.getTrendingContent, {}, { timeframe }));
  return { posts: page.posts, nextCursor: null };
}
