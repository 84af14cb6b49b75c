import * as routes from '@shared/manifest/http-route-entries';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { fetchPostPage, type PostPage, postListOptions } from './post-pages';

/** GET /api/posts/hashtag/{tag}: posts with a hashtag (the tag without "#"), the page before a cursor. */
export const getHashtagPosts = (tag: string, before?: string): Promise<PostPage> =>
  fetchPostPage(apiPath(routes.getHashtagPosts, { tag }, { before }));

/** Cached per lower-cased tag. */
export const hashtagPostsQueryOptions = (tag: string) =>
  postListOptions(postKeys.byHashtag(tag.toLowerCase()), (before) => getHashtagPosts(tag, before));
