import * as routes from '@shared/manifest/http-route-entries';
import { commentSchema } from '@shared/schemas/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';

/** GET /api/posts/{postId}/comments: the latest comments, oldest first. */
export async function getComments(postId: string) {
  return z.array(commentSchema).parse(await apiJson('GET', apiPath(routes.getComments, { postId })));
}

export const commentsQueryOptions = (postId: string) =>
  queryOptions({ queryKey: postKeys.comments(postId), queryFn: () => getComments(postId) });

export function useComments(postId: string, enabled: boolean) {
  return useQuery({ ...commentsQueryOptions(postId), enabled });
}
