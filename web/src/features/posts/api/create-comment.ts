import * as routes from '@shared/manifest/http-route-entries';
import { type Comment, type CreateCommentInput, commentSchema } from '@shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCreate } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { changeCommentCount } from './post-cache';

/** POST /api/comments, made once however often it is retried (apiCreate). */
export async function createComment(input: CreateCommentInput): Promise<Comment> {
  return commentSchema.parse(await apiCreate(apiPath(routes.createComment), input));
}

/** Adds the new comment to the post's list and counts it on the post wherever it is listed. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createComment({ postId, content }),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), (list) => [...(list ?? []), comment]);
      changeCommentCount(queryClient, postId, 1);
    },
  });
}
