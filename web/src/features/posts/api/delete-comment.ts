import * as routes from '@shared/manifest/http-route-entries';
import type { Comment } from '@shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { changeCommentCount } from './post-cache';

/** DELETE /api/comments/{commentId}. */
export async function deleteComment(commentId: string): Promise<void> {
  await apiJson('DELETE', apiPath(routes.deleteComment, { commentId }));
}

/** Takes the comment out of the post's list and uncounts it on the post wherever it is listed. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), (list) =>
        list?.filter((c) => c.id !== commentId),
      );
      changeCommentCount(queryClient, postId, -1);
    },
  });
}
