import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * Query keys of posts, from the manifest's addresses. Every post list and every post's comments start
 * with '/api/posts' (`all`), so one invalidation refreshes them all (a new post, a deleted post, a follow
 * that changes the feed).
 */
export const postKeys = {
  all: apiKey(apiPath(routes.createPost)),
  feed: () => apiKey(apiPath(routes.getFeed)),
  byUser: (userId: string) => apiKey(apiPath(routes.getUserPosts, { userId })),
  byHashtag: (tag: string) => apiKey(apiPath(routes.getHashtagPosts, { tag })),
  /**
   * The posts tagged with a catalogue entity (GET /api/entities/{entityId}/posts), kept under the posts
   * root, not the address's, so Pops, edits and deletes reach them like every post list.
   */
  byEntity: (entityId: string) => [...apiKey(apiPath(routes.createPost)), 'entity', entityId] as const,
  comments: (postId: string) => apiKey(apiPath(routes.getComments, { postId })),
  /** A POST answer cached per link: the preview address, then the link. */
  youtube: (url: string) => [apiPath(routes.youtubePreview), url] as const,
};
