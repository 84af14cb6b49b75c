import * as routes from '@shared/manifest/http-route-entries';
import { type ShowPage, showPageSchema } from '@shared/schemas/shows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { showKeys } from './show-keys';

/**
 * GET /api/shows/{showId}(?results=true): the show and its card; results only when asked (spoilers).
 * The fans' show page and the admin's card builder read it through the same key. `reveal`: results
 * although Spoiler Guard protects the fan from this show ("Show results anyway", `&spoilers=reveal`:
 * for this request, the fan's status unchanged; docs/spoilers.md).
 */
export async function getShow(showId: string, results: boolean, reveal = false): Promise<ShowPage> {
  const query = reveal ? { results: 'true', spoilers: 'reveal' } : results ? { results: 'true' } : {};
  return showPageSchema.parse(await apiJson('GET', apiPath(routes.getShow, { showId }, query)));
}

export const showQueryOptions = (showId: string, results: boolean, reveal = false) =>
  queryOptions({
    queryKey: showKeys.card(showId, results, reveal),
    queryFn: () => getShow(showId, results, reveal),
    // While the other variant loads, the card shown stays (results=true after the switch); never
    // another show's card.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === showKeys.show(showId)[1] ? previous : undefined,
  });

export const useShow = (showId: string, results: boolean, reveal = false) =>
  useQuery(showQueryOptions(showId, results, reveal));
