import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/** Query keys of the shows feature, from the manifest's addresses. */
export const showsKeys = {
  /** ['/api/shows'] */
  all: apiKey(apiPath(routes.listShows)),
  /** ['/api/shows', 'window', from, following] */
  calendar: (from: string, following: boolean) =>
    [...apiKey(apiPath(routes.listShows)), 'window', from, following] as const,
  /** ['/api/shows', '{id}', results] */
  show: (showId: string, results: boolean) =>
    [...apiKey(apiPath(routes.getShow, { showId })), results ? 'results' : 'card'] as const,
};
