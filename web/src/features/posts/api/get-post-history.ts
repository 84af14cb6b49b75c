import * as routes from '@shared/manifest/http-route-entries';
import { postVersionSchema } from '@shared/schemas/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** Under '/api/posts' like every post query, so refreshing the posts refreshes it too. */
export const postHistoryKey = (postId: string, reveal = false) => {
  const key = apiKey(apiPath(routes.getPostHistory, { postId }));
  return reveal ? [...key, 'revealed'] : key;
};

/**
 * GET /api/posts/{postId}/history: every text the post has had, newest first; texts mentioning a
 * word the fan muted come covered (`filtered`) unless `reveal` (the Show of one).
 */
export async function getPostHistory(postId: string, reveal = false) {
  const path = apiPath(routes.getPostHistory, { postId });
  return z.array(postVersionSchema).parse(await apiJson('GET', reveal ? `${path}?reveal=1` : path));
}

export const postHistoryQueryOptions = (postId: string, reveal = false) =>
  queryOptions({ queryKey: postHistoryKey(postId, reveal), queryFn: () => getPostHistory(postId, reveal) });

export function usePostHistory(postId: string, enabled: boolean, reveal = false) {
  return useQuery({ ...postHistoryQueryOptions(postId, reveal), enabled });
}
