import * as routes from '@shared/manifest/http-route-entries';
import { type ShowPicks, showPicksSchema } from '@shared/schemas/ratings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * ['/api/shows', '{id}', 'picks']: under the show's own key, so what refreshes a show (an admin's
 * result, the live channel) refreshes its picks, points and record too.
 */
export const showPicksKey = (showId: string) => apiKey(apiPath(routes.getShowPicks, { showId }));

/** GET /api/shows/{showId}/picks: the fan's picks, the locks, the crowd's split, points and record. */
export async function getShowPicks(showId: string): Promise<ShowPicks> {
  return showPicksSchema.parse(await apiJson('GET', apiPath(routes.getShowPicks, { showId })));
}

export const showPicksQueryOptions = (showId: string) =>
  queryOptions({ queryKey: showPicksKey(showId), queryFn: () => getShowPicks(showId) });

export const useShowPicks = (showId: string) =>
  useQuery({ ...showPicksQueryOptions(showId), enabled: showId !== '' });
