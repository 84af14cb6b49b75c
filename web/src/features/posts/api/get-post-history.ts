import * as routes from '@shared/manifest/http-route-entries';
import { postVersionSchema } from '@shared/schemas/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** Under '/api/posts' like every post query, so refreshing the posts refreshes it too. */
export const postHistoryKey = (postId: string) => apiKey(apiPath(routes.getPostHistory, { postId }));

/** GET /api/posts/{postId}/history: every text the post has had, newest first. */
export async function getPostHistory(postId: string) {
  return z.array(postVersionSchema).parse(await apiJson('GET', apiPath(routes.getPostHistory, { postId })));
}

export const postHistoryQueryOptions = (postId: string) =>
  queryOptions({ queryKey: postHistoryKey(postId), queryFn: () => getPostHistory(postId) });

export function usePostHistory(postId: string, enabled: boolean) {
  return useQuery({ ...postHistoryQueryOptions(postId), enabled });
}
