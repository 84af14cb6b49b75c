import { NEXT_CURSOR_HEADER } from '@shared/constants';
import { type Post, postSchema } from '@shared/schemas/posts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJsonWithHeaders } from '@/lib/api-client';

const postsSchema = z.array(postSchema);

/**
 * One page of a post list: the posts (the JSON array) and the `before` of the next page, from the
 * X-Next-Cursor header, null on the last page. The server leaves out some posts after its query (banned
 * fans, deleted posts), so a short page is not the last one: only the header says so.
 */
export interface PostPage {
  posts: Post[];
  nextCursor: string | null;
}

export type PostPages = InfiniteData<PostPage, string | undefined>;

/** GETs one page of a post list. */
export async function fetchPostPage(url: string): Promise<PostPage> {
  const { data, headers } = await apiJsonWithHeaders('GET', url);
  return { posts: postsSchema.parse(data), nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/**
 * A newest-first list of posts, a page at a time: `before` is the cursor the previous page answered. The
 * feed, a fan's posts and a hashtag's posts (get-feed.ts, get-user-posts.ts, get-hashtag-posts.ts) are
 * built with it.
 */
export function postListOptions(
  queryKey: QueryKey,
  fetchPage: (before: string | undefined) => Promise<PostPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: PostPage) => last.nextCursor ?? undefined,
  });
}

export type PostListQuery = ReturnType<typeof postListOptions>;

export function usePostList(options: PostListQuery) {
  return useInfiniteQuery(options);
}
