import { POSTS_PAGE_SIZE } from '@shared/constants';
import { type Post, postSchema } from '@shared/schemas';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';

const postsSchema = postSchema.array();

export type PostPages = InfiniteData<Post[], string | undefined>;

/** A newest-first list of posts, a page at a time: `before` is the last post id already shown. */
function postListOptions(queryKey: QueryKey, address: (before: string | undefined) => string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam }) => postsSchema.parse(await apiJson('GET', address(pageParam))),
    initialPageParam: undefined as string | undefined,
    // A page shorter than the page size is the last one.
    getNextPageParam: (last: Post[]) => (last.length < POSTS_PAGE_SIZE ? undefined : last.at(-1)?.id),
  });
}

/** GET /api/posts/feed: the home feed (people I follow and me). */
export const feedQueryOptions = () =>
  postListOptions(postKeys.feed(), (before) => apiPath('getFeed', {}, { before }));

/** GET /api/posts/user/{userId}: a fan's posts. */
export const userPostsQueryOptions = (userId: string) =>
  postListOptions(postKeys.byUser(userId), (before) => apiPath('getUserPosts', { userId }, { before }));

/** GET /api/posts/hashtag/{tag}: posts with a hashtag (the tag without "#"). */
export const hashtagPostsQueryOptions = (tag: string) =>
  postListOptions(postKeys.byHashtag(tag.toLowerCase()), (before) =>
    apiPath('getHashtagPosts', { tag }, { before }),
  );

export type PostListQuery = ReturnType<typeof feedQueryOptions>;

export function usePostList(options: PostListQuery) {
  return useInfiniteQuery(options);
}
