import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * The ratings' query keys, built from the manifest's addresses: a match's page, a show's ratings, a
 * fan's diary. What a fan's rating changes is refreshed under these.
 */
export const ratingKeys = {
  match: (matchId: string) => apiKey(apiPath(routes.getMatchRatings, { matchId })),
  show: (showId: string) => apiKey(apiPath(routes.getShowRatings, { showId })),
  diary: (userId: string) => apiKey(apiPath(routes.getDiary, { userId })),
  bursts: () => apiKey(apiPath(routes.getRatingBursts)),
};
