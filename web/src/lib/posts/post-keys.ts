import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * Query keys of posts, from the manifest's addresses. Every post list and every post's comments start
 * with '/api/posts' (`all`), so one invalidation refreshes them all (a new post, a deleted post, a follow
 * that changes the feed).
 */
export const postKeys = {
  all: apiKey(apiPath('createPost')),
  feed: () => apiKey(apiPath('getFeed')),
  byUser: (userId: string) => apiKey(apiPath('getUserPosts', { userId })),
  byHashtag: (tag: string) => apiKey(apiPath('getHashtagPosts', { tag })),
  comments: (postId: string) => apiKey(apiPath('getComments', { postId })),
  /** A POST answer cached per link: the preview address, then the link. */
  youtube: (url: string) => [apiPath('youtubePreview'), url] as const,
};
