import * as routes from '@shared/manifest/http-route-entries';
import { type Post, postSchema, type ReplyPolicyValue, type UpdatePostInput } from '@shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postHistoryKey } from './get-post-history';
import { updatePostEverywhere } from './post-cache';

/**
 * PATCH /api/posts/{postId}: the author edits their post's text (docs/social.md, "Edits") or
 * changes who may reply to it.
 */
export async function updatePost(postId: string, input: UpdatePostInput): Promise<Post> {
  return postSchema.parse(await apiJson('PATCH', apiPath(routes.updatePost, { postId }), input));
}

/** Edits the post, then shows its new text wherever it is listed, and its history anew. */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => updatePost(postId, { content }),
    onSuccess: (post) => {
      updatePostEverywhere(queryClient, postId, () => post);
      return queryClient.invalidateQueries({ queryKey: postHistoryKey(postId) });
    },
  });
}

/** Changes who may reply to a post, and the post wherever it is listed. */
export function useUpdateReplyPolicy(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyPolicy: ReplyPolicyValue) => updatePost(postId, { replyPolicy }),
    onSuccess: (post) =>
      updatePostEverywhere(queryClient, postId, (p) => ({
        ...p,
        replyPolicy: post.replyPolicy,
        canReply: post.canReply,
      })),
  });
}
