import * as routes from '@shared/manifest/http-route-entries';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { fetchPostPage, type PostPage, postListOptions } from './post-pages';

/** GET /api/posts/user/{userId}: a fan's posts, the page before a cursor. */
export const getUserPosts = (userId: string, before?: string): Promise<PostPage> =>
  fetchPostPage(apiPath(routes.getUserPosts, { userId }, { before }));

export const userPostsQueryOptions = (userId: string) =>
  postListOptions(postKeys.byUser(userId), (before) => getUserPosts(userId, before));
