import * as routes from '@shared/manifest/http-route-entries';
import { type Post, postSchema, type ReplyPolicyValue } from '@shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { updatePostEverywhere } from './post-cache';

/** PATCH /api/posts/{postId} {replyPolicy}: the author changes who may reply. */
export async function updateReplyPolicy(postId: string, replyPolicy: ReplyPolicyValue): Promise<Post> {
  return postSchema.parse(await apiJson('PATCH', apiPath(routes.updatePost, { postId }), { replyPolicy }));
}

/** Changes who may reply to a post, and the post wherever it is listed. */
export function useUpdateReplyPolicy(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyPolicy: ReplyPolicyValue) => updateReplyPolicy(postId, replyPolicy),
    onSuccess: (post) =>
      updatePostEverywhere(queryClient, postId, (p) => ({
        ...p,
        replyPolicy: post.replyPolicy,
        canReply: post.canReply,
      })),
  });
}
