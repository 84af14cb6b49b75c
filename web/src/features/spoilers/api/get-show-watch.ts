import * as routes from '@shared/manifest/http-route-entries';
import { type ShowWatch, showWatchSchema } from '@shared/schemas/spoilers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { spoilerKeys } from '@/lib/spoilers/spoiler-keys';

/** GET /api/shows/{showId}/watch: what the fan said of a show, and whether it is hidden from them now. */
export async function getShowWatch(showId: string): Promise<ShowWatch> {
  return showWatchSchema.parse(await apiJson('GET', apiPath(routes.getShowWatch, { showId })));
}

export const showWatchQueryOptions = (showId: string) =>
  queryOptions({ queryKey: spoilerKeys.watch(showId), queryFn: () => getShowWatch(showId) });

/** One show's status (`enabled` false: not asked yet, e.g. a calendar menu not opened). */
export const useShowWatch = (showId: string, enabled = true) =>
  useQuery({ ...showWatchQueryOptions(showId), enabled: enabled && showId !== '' });
