import * as routes from '@shared/manifest/http-route-entries';
import type { Timeframe } from '@shared/schemas/common';
import { type TrendingUser, trendingUserSchema } from '@shared/schemas/trending';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { TRENDING_STALE_MS, trendingKeys } from './trending-keys';

/** GET /api/trending/users?timeframe=: the creators whose posts drew the most engagement in the timeframe. */
export async function getTrendingUsers(timeframe: Timeframe): Promise<TrendingUser[]> {
  return z
    .array(trendingUserSchema)
    .parse(await apiJson('GET', apiPath(routes.getTrendingUsers, {}, { timeframe })));
}

/** The Popular Creators tab. */
export const trendingUsersQueryOptions = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: trendingKeys.users(timeframe),
    queryFn: () => getTrendingUsers(timeframe),
    staleTime: TRENDING_STALE_MS,
  });

export function useTrendingUsers(timeframe: Timeframe) {
  return useQuery(trendingUsersQueryOptions(timeframe));
}
