import * as routes from '@shared/manifest/http-route-entries';
import { type SearchAll, searchAllSchema } from '@shared/schemas/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * GET /api/search?q=: a few fans, catalogue entities (a show name's nearest shows) and hashtags at
 * once. The search box's suggestions and the search screen's All tab ask it (lifted here: the header
 * and the search feature share it).
 */
export async function searchAll(q: string): Promise<SearchAll> {
  return searchAllSchema.parse(await apiJson('GET', apiPath(routes.searchAll, {}, { q: q.trim() })));
}

/** Cached per query, trimmed and lower-cased (the server ignores case); only a non-blank one runs. */
export const searchAllQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...apiKey(apiPath(routes.searchAll)), q.trim().toLowerCase()],
    queryFn: () => searchAll(q),
    enabled: q.trim() !== '',
    staleTime: 30_000,
    // The last answer stays while the next is asked (suggestions do not flicker as the fan types).
    placeholderData: keepPreviousData,
  });
