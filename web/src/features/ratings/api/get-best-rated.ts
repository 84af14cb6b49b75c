import * as routes from '@shared/manifest/http-route-entries';
import { type RatedMatch, ratedMatchListSchema } from '@shared/schemas/ratings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** GET /api/entities/{entityId}/best-rated: a wrestler's or team's best-rated matches. */
export async function getBestRated(entityId: string): Promise<RatedMatch[]> {
  const list = ratedMatchListSchema.parse(await apiJson('GET', apiPath(routes.getBestRated, { entityId })));
  return list.matches;
}

export const bestRatedQueryOptions = (entityId: string) =>
  queryOptions({
    queryKey: apiKey(apiPath(routes.getBestRated, { entityId })),
    queryFn: () => getBestRated(entityId),
  });

export const useBestRated = (entityId: string) => useQuery(bestRatedQueryOptions(entityId));
