import { NEXT_CURSOR_HEADER } from '@shared/constants';
import { type TrendingPost, trendingPostSchema } from '@shared/schemas/trending';
import * as z from 'zod/mini';
import { apiJsonWithHeaders } from '@/lib/api-client';

const trendingPostsSchema = z.array(trendingPostSchema);

/**
 * One page of trending posts, shaped like a page of any post list (so the posts feature's list shows it): the
 * posts with their engagement score, and the next page's cursor from the X-Next-Cursor header, null on the
 * last page.
 */
export interface TrendingPostPage {
  posts: TrendingPost[];
  nextCursor: string | null;
}

/** GETs one page of trending posts. */
export async function fetchTrendingPostPage(url: string): Promise<TrendingPostPage> {
  const { data, headers } = await apiJsonWithHeaders('GET', url);
  return { posts: trendingPostsSchema.parse(data), nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}
