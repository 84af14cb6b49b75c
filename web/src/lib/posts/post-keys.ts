/**
 * Query keys of posts. Segments joined with "/" form the GET address (SPEC 7), and every post list
 * starts with '/api/posts', so one invalidation refreshes them all (a follow refreshes the feed).
 */
export const postKeys = {
  all: ['/api/posts'] as const,
  feed: () => ['/api/posts', 'feed'] as const,
  byUser: (userId: string) => ['/api/posts', 'user', userId] as const,
  byHashtag: (tag: string) => ['/api/posts', 'hashtag', tag] as const,
  comments: (postId: string) => ['/api/posts', postId, 'comments'] as const,
  youtube: (url: string) => ['/api/youtube/preview', url] as const,
};
