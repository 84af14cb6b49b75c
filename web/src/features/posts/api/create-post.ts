import * as routes from '@shared/manifest/http-route-entries';
import { type CreatePostInput, type Post, postSchema } from '@shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCreate } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';

/**
 * POST /api/posts: content (trimmed), an optional image URL and the kept YouTube preview; made once
 * however often its answer is lost and the request retried (apiCreate, docs/safety.md).
 */
export async function createPost(input: CreatePostInput): Promise<Post> {
  return postSchema.parse(await apiCreate(apiPath(routes.createPost), input));
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
