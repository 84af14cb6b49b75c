import * as routes from '@shared/manifest/http-route-entries';
import { type EntityRef, entityRefSchema } from '@shared/schemas/wrestling';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * GET /api/entities/search?q= (the entities part's `searchEntities`, issue 28): catalogue entities
 * whose names start with what the fan typed, for the post box's tag picker.
 */
const searchEntitiesRoute = routes.searchEntities;

export async function searchEntities(q: string): Promise<EntityRef[]> {
  return z.array(entityRefSchema).parse(await apiJson('GET', apiPath(searchEntitiesRoute, {}, { q })));
}

export const entitySearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...apiKey(apiPath(searchEntitiesRoute)), 'tag', q.trim().toLowerCase()],
    queryFn: () => searchEntities(q.trim()),
    enabled: q.trim() !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** The entities a search being typed may mean (none for an empty one). */
export function useEntitySearch(q: string) {
  return useQuery(entitySearchQueryOptions(q));
}
