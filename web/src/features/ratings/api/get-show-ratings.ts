import * as routes from '@shared/manifest/http-route-entries';
import { type ShowRatings, showRatingsSchema } from '@shared/schemas/ratings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { ratingKeys } from './rating-keys';

/** GET /api/shows/{showId}/ratings: the show's own score and each match's on the card, with the viewer's. */
export async function getShowRatings(showId: string): Promise<ShowRatings> {
  return showRatingsSchema.parse(await apiJson('GET', apiPath(routes.getShowRatings, { showId })));
}

export const showRatingsQueryOptions = (showId: string) =>
  queryOptions({ queryKey: ratingKeys.show(showId), queryFn: () => getShowRatings(showId) });

/** The show page's one ratings call. */
export const useShowRatings = (showId: string) =>
  useQuery({ ...showRatingsQueryOptions(showId), enabled: showId !== '' });
