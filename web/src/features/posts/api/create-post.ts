import * as routes from '@shared/manifest/http-route-entries';
import { type CreatePostInput, type Post, postSchema } from '@shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';

/** POST /api/posts: content (trimmed), an optional image URL and the kept YouTube preview. */
export async function createPost(input: CreatePostInput): Promise<Post> {
  return postSchema.parse(await apiJson('POST', apiPath(routes.createPost), input));
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
