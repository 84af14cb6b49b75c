import * as routes from '@shared/manifest/http-route-entries';
import { type Post, postSchema } from '@shared/schemas/posts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** GET /api/posts/{postId}: a notification knows its post's id only; the post's address needs its author. */
export async function getPost(postId: string): Promise<Post> {
  return postSchema.parse(await apiJson('GET', apiPath(routes.getPost, { postId })));
}

export const postQueryOptions = (postId: string) =>
  queryOptions({ queryKey: apiKey(apiPath(routes.getPost, { postId })), queryFn: () => getPost(postId) });
