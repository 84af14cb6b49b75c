import * as routes from '@shared/manifest/http-route-entries';
import { type RatingBurst, ratingBurstListSchema } from '@shared/schemas/ratings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { ratingKeys } from './rating-keys';

/** GET /api/admin/rating-bursts: held bursts, open first (admins). */
export async function getRatingBursts(): Promise<RatingBurst[]> {
  return ratingBurstListSchema.parse(await apiJson('GET', apiPath(routes.getRatingBursts))).bursts;
}

export const ratingBurstsQueryOptions = () =>
  queryOptions({ queryKey: ratingKeys.bursts(), queryFn: getRatingBursts });

export const useRatingBursts = () => useQuery(ratingBurstsQueryOptions());
