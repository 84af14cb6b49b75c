import * as routes from '@shared/manifest/http-route-entries';
import type { Timeframe } from '@shared/schemas/common';
import { type TrendingHashtag, trendingHashtagSchema } from '@shared/schemas/trending';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiAliasPath, apiPath } from '@/lib/api-paths';
import { TRENDING_STALE_MS, trendingKeys } from './trending-keys';

const hashtagsSchema = z.array(trendingHashtagSchema);

/** GET /api/trending/hashtags?timeframe=: the timeframe's rising hashtags, highest score first. */
export async function getTrendingHashtags(timeframe: Timeframe): Promise<TrendingHashtag[]> {
  return hashtagsSchema.parse(await apiJson('GET', apiPath(routes.getTrendingHashtags, {}, { timeframe })));
}

/** The Trending Hashtags tab: cached 5 minutes (SPEC 9), the trending job reranks every few. */
export const trendingHashtagsQueryOptions = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: trendingKeys.hashtags(timeframe),
    queryFn: () => getTrendingHashtags(timeframe),
    staleTime: TRENDING_STALE_MS,
  });

export function useTrendingHashtags(timeframe: Timeframe) {
  return useQuery(trendingHashtagsQueryOptions(timeframe));
}

/** GET /api/hashtags/trending (the same route's alias): the 24-hour ranking the home sidebar lists. */
export async function getHomeTrendingHashtags(): Promise<TrendingHashtag[]> {
  return hashtagsSchema.parse(
    await apiJson('GET', apiAliasPath(routes.getTrendingHashtags, '/api/hashtags/trending')),
  );
}

/** SPEC 7 and 9: the home sidebar's list is cached 5 minutes. */
export const homeTrendingHashtagsQueryOptions = () =>
  queryOptions({
    queryKey: trendingKeys.homeHashtags,
    queryFn: getHomeTrendingHashtags,
    staleTime: TRENDING_STALE_MS,
  });

export function useHomeTrendingHashtags() {
  return useQuery(homeTrendingHashtagsQueryOptions());
}
