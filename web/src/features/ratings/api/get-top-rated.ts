import * as routes from '@shared/manifest/http-route-entries';
import type { TopRatedPeriod } from '@shared/ratings';
import { type RatedMatch, ratedMatchListSchema } from '@shared/schemas/ratings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** GET /api/ratings/top?period=&promotion=: the period's top rated matches, of everyone or one promotion. */
export async function getTopRated(period: TopRatedPeriod, promotion?: string): Promise<RatedMatch[]> {
  const list = ratedMatchListSchema.parse(
    await apiJson('GET', apiPath(routes.getTopRated, {}, { period, promotion })),
  );
  return list.matches;
}

export const topRatedQueryOptions = (period: TopRatedPeriod, promotion?: string) =>
  queryOptions({
    queryKey: [...apiKey(apiPath(routes.getTopRated)), period, promotion ?? ''],
    queryFn: () => getTopRated(period, promotion),
  });

export const useTopRated = (period: TopRatedPeriod, promotion?: string) =>
  useQuery({ ...topRatedQueryOptions(period, promotion), placeholderData: keepPreviousData });
