import * as routes from '@shared/manifest/http-route-entries';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { fetchPostPage, type PostPage, postListOptions } from './post-pages';

/** GET /api/posts/feed: the home feed (people I follow and me), the page before a cursor. */
export const getFeed = (before?: string): Promise<PostPage> =>
  fetchPostPage(apiPath(routes.getFeed, {}, { before }));

export const feedQueryOptions = () => postListOptions(postKeys.feed(), getFeed);
