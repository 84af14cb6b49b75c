import * as routes from '@shared/manifest/http-route-entries';
import { type Comment, commentSchema } from '@shared/schemas/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';

/**
 * GET /api/posts/{postId}/comments(?reveal={commentId}): the latest comments, oldest first; with
 * `reveal`, that comment uncovered though a muted word covers it (docs/safety.md, "Muted words").
 */
export async function getComments(postId: string, reveal?: string): Promise<Comment[]> {
  return z
    .array(commentSchema)
    .parse(await apiJson('GET', apiPath(routes.getComments, { postId }, { reveal })));
}

/** The card's Show on a comment a muted word covers: the comments, that one uncovered. */
export async function revealComment(postId: string, commentId: string): Promise<Comment> {
  const comment = (await getComments(postId, commentId)).find((c) => c.id === commentId);
  if (!comment || comment.filtered) throw new Error('The comment is gone');
  return comment;
}

export const commentsQueryOptions = (postId: string) =>
  queryOptions({ queryKey: postKeys.comments(postId), queryFn: () => getComments(postId) });

export function useComments(postId: string, enabled: boolean) {
  return useQuery({ ...commentsQueryOptions(postId), enabled });
}
