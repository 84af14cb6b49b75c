import * as routes from '@shared/manifest/http-route-entries';
import { type ShowPage, showPageSchema } from '@shared/schemas/shows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { showKeys } from './show-keys';

/**
 * GET /api/shows/{showId}(?results=true): the show and its card; results only when asked (spoilers).
 * The fans' show page and the admin's card builder read it through the same key.
 */
export async function getShow(showId: string, results: boolean): Promise<ShowPage> {
  const url = apiPath(routes.getShow, { showId }, results ? { results: 'true' } : {});
  return showPageSchema.parse(await apiJson('GET', url));
}

export const showQueryOptions = (showId: string, results: boolean) =>
  queryOptions({
    queryKey: showKeys.card(showId, results),
    queryFn: () => getShow(showId, results),
    // While the other variant loads, the card shown stays (results=true after the switch); never
    // another show's card.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === showKeys.show(showId)[1] ? previous : undefined,
  });

export const useShow = (showId: string, results: boolean) => useQuery(showQueryOptions(showId, results));
