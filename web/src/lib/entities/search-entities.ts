import * as routes from '@shared/manifest/http-route-entries';
import { type EntitySearchResult, entitySearchResultSchema } from '@shared/schemas/entities';
import type { EntityKind } from '@shared/schemas/wrestling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { entityKeys } from './entity-keys';

/**
 * GET /api/entities/search?q=&kind=: entities whose names' words (short names and also-known-as names
 * too) start with the query's (20 at most); the shows of a name nearest first, each with its start
 * and status. The search screen's Wrestling tab and the post box's tag picker ask it, through one key.
 */
export async function searchEntities(q: string, kind?: EntityKind): Promise<EntitySearchResult[]> {
  return z
    .array(entitySearchResultSchema)
    .parse(await apiJson('GET', apiPath(routes.searchEntities, {}, { q: q.trim(), kind })));
}

/** Only a non-blank query runs. */
export const searchEntitiesQueryOptions = (q: string, kind?: EntityKind) =>
  queryOptions({
    queryKey: entityKeys.search(q.trim(), kind),
    queryFn: () => searchEntities(q, kind),
    enabled: q.trim() !== '',
    staleTime: 60_000,
  });

export function useSearchEntities(q: string, kind?: EntityKind) {
  return useQuery(searchEntitiesQueryOptions(q, kind));
}
