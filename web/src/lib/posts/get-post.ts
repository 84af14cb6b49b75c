import * as routes from '@shared/manifest/http-route-entries';
import { type Post, postSchema } from '@shared/schemas/posts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * GET /api/posts/{postId}(?reveal=1): one post. A notification knows its post's id only (the post's
 * address needs its author); a card's Show on a post a muted word covers asks for it revealed
 * (docs/safety.md, "Muted words": the covered answer never holds the content).
 */
export async function getPost(postId: string, reveal = false): Promise<Post> {
  return postSchema.parse(
    await apiJson('GET', apiPath(routes.getPost, { postId }, reveal ? { reveal: 1 } : {})),
  );
}

/** Under the posts root (['/api/posts', postId]): what refreshes every post list refreshes it too. */
export const postQueryOptions = (postId: string) =>
  queryOptions({ queryKey: apiKey(apiPath(routes.getPost, { postId })), queryFn: () => getPost(postId) });
