import * as routes from '@shared/manifest/http-route-entries';
import { type Comment, type PopResult, type PopTargetInput, popResultSchema } from '@shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { updatePostEverywhere } from './post-cache';

/** POST /api/reactions (route togglePop): toggles the caller's Pop on a post or a comment. */
export async function togglePop(input: PopTargetInput): Promise<PopResult> {
  return popResultSchema.parse(await apiJson('POST', apiPath(routes.togglePop), input));
}

/** SPEC 4: the count goes up by 1 when the server answers added = true, down by 1 when false. */
export const applyPop = <T extends { popCount: number; userReacted: boolean }>(
  item: T,
  added: boolean,
): T => ({
  ...item,
  popCount: Math.max(0, item.popCount + (added ? 1 : -1)),
  userReacted: added,
});

export function usePopPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => togglePop({ postId }),
    onSuccess: ({ added }, postId) => updatePostEverywhere(queryClient, postId, (p) => applyPop(p, added)),
  });
}

export function usePopComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => togglePop({ commentId }),
    onSuccess: ({ added }, commentId) =>
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), (comments) =>
        comments?.map((c) => (c.id === commentId ? applyPop(c, added) : c)),
      ),
  });
}
