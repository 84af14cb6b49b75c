import { POSTS_PAGE_SIZE } from '@shared/constants';
import { type Post, postSchema } from '@shared/schemas';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

const postsSchema = postSchema.array();

export type PostPages = InfiniteData<Post[], string | undefined>;

/**
 * A newest-first list of posts, a page at a time: `before` is the last post id already shown. The feed,
 * a fan's posts and a hashtag's posts (get-feed.ts, get-user-posts.ts, get-hashtag-posts.ts) are built
 * with it.
 */
export function postListOptions(queryKey: QueryKey, address: (before: string | undefined) => string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam }) => postsSchema.parse(await apiJson('GET', address(pageParam))),
    initialPageParam: undefined as string | undefined,
    // A page shorter than the page size is the last one.
    getNextPageParam: (last: Post[]) => (last.length < POSTS_PAGE_SIZE ? undefined : last.at(-1)?.id),
  });
}

export type PostListQuery = ReturnType<typeof postListOptions>;

export function usePostList(options: PostListQuery) {
  return useInfiniteQuery(options);
}
