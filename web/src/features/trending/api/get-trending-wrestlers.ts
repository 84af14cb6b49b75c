import * as routes from '@shared/manifest/http-route-entries';
import type { Timeframe } from '@shared/schemas/common';
import { type TrendingWrestler, trendingWrestlerSchema } from '@shared/schemas/trending';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';
import { TRENDING_STALE_MS } from './trending-keys';

/** GET /api/trending/wrestlers?timeframe=: "Wrestlers trending now", most different fans first. */
export async function getTrendingWrestlers(timeframe: Timeframe): Promise<TrendingWrestler[]> {
  return z
    .array(trendingWrestlerSchema)
    .parse(await apiJson('GET', apiPath(routes.getTrendingWrestlers, {}, { timeframe })));
}

export const trendingWrestlersQueryOptions = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: [...apiKey(apiPath(routes.getTrendingWrestlers)), timeframe],
    queryFn: () => getTrendingWrestlers(timeframe),
    staleTime: TRENDING_STALE_MS,
    // A section beside the hashtags: if it cannot load, the page goes on without it.
    throwOnError: false,
  });

export function useTrendingWrestlers(timeframe: Timeframe) {
  return useQuery(trendingWrestlersQueryOptions(timeframe));
}
