import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { postListOptions } from './post-pages';

/** GET /api/posts/user/{userId}: a fan's posts. */
export const userPostsQueryOptions = (userId: string) =>
  postListOptions(postKeys.byUser(userId), (before) => apiPath('getUserPosts', { userId }, { before }));
