import * as routes from '@shared/manifest/http-route-entries';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { fetchPostPage, type PostPage, postListOptions } from './post-pages';

/** GET /api/entities/{entityId}/posts: posts tagged with a catalogue entity, the page before a cursor. */
export const getEntityPosts = (entityId: string, before?: string): Promise<PostPage> =>
  fetchPostPage(apiPath(routes.getEntityPosts, { entityId }, { before }));

export const entityPostsQueryOptions = (entityId: string) =>
  postListOptions(postKeys.byEntity(entityId), (before) => getEntityPosts(entityId, before));
