import * as routes from '@shared/manifest/http-route-entries';
import { type Post, postSchema } from '@shared/schemas/posts';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * GET /api/posts/{postId}/reveal: a post Spoiler Guard shields for the fan, whole ("Reveal this post":
 * for this view only, nothing is stored; docs/spoilers.md). Answered only for a shielded post.
 */
export async function revealPost(postId: string): Promise<Post> {
  return postSchema.parse(await apiJson('GET', apiPath(routes.revealPost, { postId })));
}
