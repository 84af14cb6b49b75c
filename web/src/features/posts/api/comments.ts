import { type Comment, type CreateCommentInput, commentSchema } from '@shared/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { updatePostEverywhere } from './post-cache';

/** GET /api/posts/{postId}/comments: the latest comments, oldest first. */
export const commentsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: async () =>
      commentSchema.array().parse(await apiJson('GET', apiPath('getComments', { postId }))),
  });

export function useComments(postId: string, enabled: boolean) {
  return useQuery({ ...commentsQueryOptions(postId), enabled });
}

/** POST /api/comments. */
export async function createComment(input: CreateCommentInput): Promise<Comment> {
  return commentSchema.parse(await apiJson('POST', apiPath('createComment'), input));
}

/** DELETE /api/comments/{commentId}. */
export async function deleteComment(commentId: string): Promise<void> {
  await apiJson('DELETE', apiPath('deleteComment', { commentId }));
}

const bumpCount = (delta: number) => (post: { commentCount: number }) => ({
  commentCount: Math.max(0, post.commentCount + delta),
});

export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createComment({ postId, content }),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), (list) => [...(list ?? []), comment]);
      updatePostEverywhere(queryClient, postId, (p) => ({ ...p, ...bumpCount(1)(p) }));
    },
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), (list) =>
        list?.filter((c) => c.id !== commentId),
      );
      updatePostEverywhere(queryClient, postId, (p) => ({ ...p, ...bumpCount(-1)(p) }));
    },
  });
}
