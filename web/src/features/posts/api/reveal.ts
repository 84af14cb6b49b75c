import * as routes from '@shared/manifest/http-route-entries';
import { type Comment, commentSchema, type Post, postSchema } from '@shared/schemas/posts';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * The card's Show on an item a muted word covers (docs/safety.md, "Muted words"): the filtered answer
 * never holds the content, so Show asks for it. GET /api/posts/{postId}?reveal=1.
 */
export async function revealPost(postId: string): Promise<Post> {
  return postSchema.parse(await apiJson('GET', apiPath(routes.getPost, { postId }, { reveal: 1 })));
}

/** GET /api/posts/{postId}/comments?reveal={commentId}: the comments, that one uncovered. */
export async function revealComment(postId: string, commentId: string): Promise<Comment> {
  const comments = z
    .array(commentSchema)
    .parse(await apiJson('GET', apiPath(routes.getComments, { postId }, { reveal: commentId })));
  const comment = comments.find((c) => c.id === commentId);
  if (!comment || comment.filtered) throw new Error('The comment is gone');
  return comment;
}
