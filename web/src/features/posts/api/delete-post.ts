import * as routes from '@shared/manifest/http-route-entries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { removePostEverywhere } from './post-cache';

/** DELETE /api/posts/{postId}: the author deletes their post. */
export async function deletePost(postId: string): Promise<void> {
  await apiJson('DELETE', apiPath(routes.deletePost, { postId }));
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, postId) => {
      removePostEverywhere(queryClient, postId);
      return queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
