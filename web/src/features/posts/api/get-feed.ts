import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { postListOptions } from './post-pages';

/** GET /api/posts/feed: the home feed (people I follow and me). */
export const feedQueryOptions = () =>
  postListOptions(postKeys.feed(), (before) => apiPath('getFeed', {}, { before }));
